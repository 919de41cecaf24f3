export { decodeBody, decodeHeader, parseEml, plainText, type EmlPart } from './eml';
export { mailsIn } from './mails-in';
