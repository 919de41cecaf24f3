import type { Insertable } from 'kysely';
import type { Db } from '../database/database';
import type { OrganizationsTable } from '../schema/schema';

type ContractContent = Record<'en' | 'fr', Record<string, string>>;

/** The insurer's emergency assistance line, answered 24/7 for every organization's travellers (demo number). */
const ASSISTANCE_PHONE = '1-866-555-0199';

const content = (brandEn: string, brandFr: string, phone: string): ContractContent => ({
  en: {
    banner: `${brandEn} travel insurance: buy in minutes, covered worldwide.`,
    footer: `© ${brandEn}. Underwritten by a licensed Canadian insurer.`,
    sideNav: 'Get a quote|Your policy|Help',
    topNav: 'Travel insurance|Claims|Contact us',
    acm: 'Your advisor is paid a commission by the insurer for the policies they sell.',
    needAssistance: `Need help? Call ${phone}, Monday to Friday, 8 a.m. to 8 p.m. ET.`,
    assistancePhone: ASSISTANCE_PHONE,
    qpi: 'Prices include applicable taxes. Coverage depends on your answers and the policy wording.',
    termsAndConditions: 'I have read the policy wording, including its exclusions and limitations.',
    bill96Consent: 'I asked to receive my contract and documents in English.',
    mqNotEligible: 'Based on your answers, you are not eligible for this plan. Please call us.',
    mqLIAScripting: 'Read each question to the customer exactly as written and record the answer.',
  },
  fr: {
    banner: `Assurance voyage ${brandFr}\u00a0: achetez en quelques minutes, protégé partout dans le monde.`,
    footer: `© ${brandFr}. Établie par un assureur canadien autorisé.`,
    sideNav: 'Obtenir une soumission|Votre police|Aide',
    topNav: 'Assurance voyage|Réclamations|Nous joindre',
    acm: 'Votre conseiller reçoit de l’assureur une commission sur les polices qu’il vend.',
    needAssistance: `Besoin d’aide\u202f? Composez le ${phone}, du lundi au vendredi, de 8 h à 20 h (HE).`,
    assistancePhone: ASSISTANCE_PHONE,
    qpi: 'Les prix incluent les taxes applicables. La protection dépend de vos réponses et du libellé de la police.',
    termsAndConditions: 'J’ai lu le libellé de la police, y compris ses exclusions et restrictions.',
    bill96Consent: 'J’ai demandé à recevoir mon contrat et mes documents en anglais.',
    mqNotEligible: 'D’après vos réponses, vous n’êtes pas admissible à ce régime. Veuillez nous appeler.',
    mqLIAScripting: 'Lisez chaque question au client telle qu’elle est écrite et notez sa réponse.',
  },
});

/** The agencies' own logo (packages/server/assets/logos): the category shows it (domain organizationDisplay). */
const MAPLE_LOGO = 'maple-travel.svg';

/** CM (b2c, the default), an agency with two child agencies (b2b) sharing its logo, and a white-label partner. */
export const DEMO_ORGANIZATIONS: readonly Insertable<OrganizationsTable>[] = [
  {
    code: 'CM',
    name_en: 'Cover Me',
    name_fr: 'Cover Me',
    sales_channel: 'b2c',
    language: 'en',
    category: 'DIRECT',
    is_default: true,
    content_root: '/',
    contract_content: JSON.stringify(content('Cover Me', 'Cover Me', '1-866-555-0100')),
  },
  {
    code: 'MAPLE',
    name_en: 'Maple Travel Group',
    name_fr: 'Groupe Voyages Érable',
    sales_channel: 'b2b',
    language: 'en',
    category: 'AGENCY',
    legal_name: 'Maple Travel Group Inc.',
    white_label_logo_file: MAPLE_LOGO,
    branch_code: '1000',
    contract_content: JSON.stringify(content('Maple Travel', 'Voyages Érable', '1-866-555-0110')),
    contacts: JSON.stringify([
      { contactType: 'PRIMARY', name: 'Dana Whitfield', email: 'dana@maple.example' },
    ]),
  },
  {
    code: 'MAPLE-MTL',
    parent_code: 'MAPLE',
    name_en: 'Maple Travel Montréal',
    name_fr: 'Voyages Érable Montréal',
    sales_channel: 'b2b',
    language: 'fr',
    category: 'AGENCY',
    legal_name: 'Voyages Érable Montréal inc.',
    white_label_logo_file: MAPLE_LOGO,
    branch_code: '1001',
    contract_content: JSON.stringify(content('Maple Travel', 'Voyages Érable', '1-866-555-0111')),
  },
  {
    code: 'MAPLE-TOR',
    parent_code: 'MAPLE',
    name_en: 'Maple Travel Toronto',
    name_fr: 'Voyages Érable Toronto',
    sales_channel: 'b2b',
    language: 'en',
    category: 'AGENCY',
    legal_name: 'Maple Travel Toronto Ltd.',
    white_label_logo_file: MAPLE_LOGO,
    branch_code: '1002',
    contract_content: JSON.stringify(content('Maple Travel', 'Voyages Érable', '1-866-555-0112')),
  },
  {
    code: 'NORTHBANK',
    name_en: 'Northern Bank Travel',
    name_fr: 'Voyage Banque du Nord',
    sales_channel: 'b2c',
    language: 'en',
    category: 'WHITE_LABEL',
    white_label_reference_id: 'NBT2024',
    white_label_logo_file: 'northern-bank.svg',
    white_label_root: '/',
    contract_content: JSON.stringify(content('Northern Bank', 'Banque du Nord', '1-866-555-0120')),
  },
];

export const seedDemoOrganizations = async (trx: Db): Promise<void> => {
  for (const org of DEMO_ORGANIZATIONS) await trx.insertInto('organizations').values(org).execute();
};
