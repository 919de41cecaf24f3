import { createRequire } from 'node:module';
import { expectFrenchTypography, type ServerAndBrowser } from '@tripx/testing/e2e';
import type { FrameLocator, Page } from 'playwright-core';

/** Where the shared flow runs: the purchase app's paths, or the staff app's booking routes (spec 2.2). */
export type FlowApp = 'purchase' | 'staff';
const APPS: Readonly<
  Record<FlowApp, { start: string; at: Record<'trip' | 'plans' | 'summary' | 'apply' | 'payment', RegExp> }>
> = {
  purchase: {
    start: '/',
    at: {
      trip: /trip-details|infos-voyage/,
      plans: /plan-selection|choisir-regime/,
      summary: /quote-summary|apercu/,
      apply: /\/(apply|adherer)\?/,
      payment: /payment|paiement/,
    },
  },
  staff: {
    start: '/admin/',
    at: {
      trip: /\/admin\/quote\?/,
      plans: /\/admin\/plan\?/,
      summary: /\/admin\/summary\?/,
      apply: /\/admin\/travellers\?/,
      payment: /\/admin\/booking\?/,
    },
  },
};

/** Where the buyer lives: the province chosen on the quote and the address given on the application. */
const HOMES = {
  QC: {
    province: { en: 'Quebec', fr: 'Québec' },
    address: '1 rue Sainte-Catherine',
    city: 'Montréal',
    postal: 'h2x1y4',
  },
  ON: {
    province: { en: 'Ontario', fr: 'Ontario' },
    address: '1 King St W',
    city: 'Toronto',
    postal: 'm5h1a1',
  },
  BC: {
    province: { en: 'British Columbia', fr: 'Colombie-Britannique' },
    address: '800 Robson St',
    city: 'Vancouver',
    postal: 'v6z2e7',
  },
} as const;

/** What a purchase in the flow is made of (the choices the buyer, or the agent for them, makes). */
export type Category = 'canadian' | 'topup' | 'student' | 'visitor';
export interface PurchaseOptions {
  readonly category: Category;
  readonly lang: 'en' | 'fr';
  /** The purchase app (default) or a signed-in booking in the staff app. */
  readonly app?: FlowApp;
  /** The purchase app opened by an organization's link (`?refCode=`: an agency's code, a white label's id). */
  readonly refCode?: string;
  /** Province of residence, or the province a visitor visits (default Québec). */
  readonly province?: keyof typeof HOMES;
  /** Where the buyer's address is, when not in that province (a visitor staying elsewhere). */
  readonly addressIn?: keyof typeof HOMES;
  /** The staff app's own questions on the payment step (referring agent, paid at the agency…). */
  readonly staffChoices?: (page: Page) => Promise<void>;
  /** The agency collects: no card is entered. */
  readonly paidAtAgency?: boolean;
  /** Stops once the trip details or the plan selection open (to read what they say), or on the summary. */
  readonly until?: 'trip' | 'plans' | 'summary';
  readonly family?: boolean;
  readonly employee?: boolean;
  readonly cardNumber?: string;
  /** Reloads the page on the plan selection step before choosing. */
  readonly reloadOnPlans?: boolean;
  /** Runs axe on every step and collects serious and critical violations here. */
  readonly axeViolations?: string[];
  /**
   * Called on every step once it is filled in (a screenshot, say); with `reloadOnPlans`, on the plan
   * selection before the reload too. A French step's rendered text is scanned for French typography.
   */
  readonly onStep?: (step: string) => Promise<void>;
}

const LABELS = {
  en: {
    canadian: 'Canadians travelling',
    topup: 'Top up an existing plan',
    student: 'Students',
    visitor: 'Visitors to Canada',
    cont: 'Continue to trip details',
    yes: 'Yes',
    no: 'No',
    add: 'Add',
    plans: 'See the plans',
    summary: 'Continue to the summary',
    apply: 'Apply now',
    pay: 'Continue to payment',
    agree: /I confirm/,
    select: /^Select /,
    terms: /I have read/,
    first: 'First name',
    last: 'Last name',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    email: 'Email',
    phone: /^Phone/,
    address: /^Address/,
    city: /^City/,
    postal: /Postal code/,
    school: 'School name',
    schoolCity: 'School city',
    mq: 'Answer the medical questionnaire',
    mqSubmit: 'Submit my answers',
    intl: 'International student studying in Canada',
    addTraveller: 'Add a traveller',
    pay2: /^Pay/,
  },
  fr: {
    canadian: 'Canadiens en voyage',
    topup: 'Compléter un régime existant',
    student: 'Étudiants',
    visitor: 'Visiteurs au Canada',
    cont: 'Continuer vers le voyage',
    yes: 'Oui',
    no: 'Non',
    add: 'Ajouter',
    plans: 'Voir les régimes',
    summary: 'Continuer vers le sommaire',
    apply: 'Adhérer maintenant',
    pay: 'Continuer vers le paiement',
    agree: /Je confirme/,
    select: /^Sélectionner /,
    terms: /J’ai lu/,
    first: 'Prénom',
    last: 'Nom',
    day: 'Jour',
    month: 'Mois',
    year: 'Année',
    email: 'Courriel',
    phone: /^Téléphone/,
    address: /^Adresse/,
    city: /^Ville( \*)?$/,
    postal: /Code postal/,
    school: 'Nom de l’établissement d’enseignement',
    schoolCity: 'Ville de l’établissement',
    mq: 'Répondre au questionnaire médical',
    mqSubmit: 'Soumettre mes réponses',
    intl: 'Étudiant étranger qui étudie au Canada',
    addTraveller: 'Ajouter un voyageur',
    pay2: /^Payer/,
  },
} as const;

const DAY = 86_400_000;
export const day = (n: number): string => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
/** The label of a required field ends with a decorative " *". */
const named = (text: string) => new RegExp(`^${text}( \\*)?$`);
/** Day, month and year of someone who turned `age` a week before `at`. */
const bornAt = (age: number, at: number) => {
  const d = new Date(at - 7 * DAY);
  return [
    String(d.getDate()).padStart(2, '0'),
    String(d.getMonth() + 1).padStart(2, '0'),
    String(d.getFullYear() - age),
  ] as const;
};

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe-core in the page and in each of its frames (the card frame too), one document at a time: axe's
 * own frame messaging would post into the card frame and wait on it. The context must bypass the CSP
 * to inject axe. Serious and critical violations only.
 */
export const axeViolations = async (page: Page): Promise<string[]> => {
  const found: string[] = [];
  for (const frame of page.frames()) {
    // A frame sandboxed without scripts (the maintenance screen's preview of an organization's HTML)
    // cannot run axe.
    const sandbox =
      frame === page.mainFrame() ? null : await (await frame.frameElement()).getAttribute('sandbox');
    if (sandbox !== null && !sandbox.includes('allow-scripts')) continue;
    await frame.addScriptTag({ path: axePath });
    const violations = await frame.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              d: Document,
              o: { iframes: boolean },
            ) => Promise<{ violations: { id: string; impact: string; help: string }[] }>;
          };
        }
      ).axe;
      const r = await axe.run(document, { iframes: false });
      return r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help}`);
    });
    found.push(...violations.map((v) => (frame === page.mainFrame() ? v : `frame ${frame.url()}: ${v}`)));
  }
  return found;
};

/** On the plan selection: answers the first medical questionnaire offered, "no" wherever it can. */
export const answerQuestionnaire = async (
  page: Page,
  lang: 'en' | 'fr',
  beforeSubmit?: () => Promise<void>,
): Promise<void> => {
  const L = LABELS[lang];
  // The cards know whether a questionnaire is asked once eligibility and the quote have answered:
  // then a card asks for it, or one can be selected.
  const mq = page.getByRole('button', { name: L.mq }).first();
  await mq
    .or(page.getByRole('button', { name: L.select }).and(page.locator(':enabled')))
    .first()
    .waitFor();
  if (!(await mq.count())) return;
  await mq.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radiogroup').first().waitFor();
  const groups = dialog.getByRole('radiogroup');
  for (let i = 0; i < (await groups.count()); i++) {
    const no = groups.nth(i).getByLabel(L.no, { exact: true });
    if (await no.count()) await no.check();
    else await groups.nth(i).getByRole('radio').first().check();
  }
  await dialog.getByRole('checkbox').check();
  await beforeSubmit?.();
  await dialog.getByRole('button', { name: L.mqSubmit }).click();
};

/** Goes from the first page to Pay (pressed); `confirmedPolicies` then reads the confirmation. */
export const purchase = async (page: Page, baseUrl: string, o: PurchaseOptions): Promise<void> => {
  const L = LABELS[o.lang];
  const check = async (step: string) => {
    if (o.axeViolations)
      o.axeViolations.push(...(await axeViolations(page)).map((v) => `${o.lang} ${step}: ${v}`));
    if (o.lang === 'fr') await expectFrenchTypography(page, `${o.app ?? 'purchase'} ${step}`);
    await o.onStep?.(step);
  };
  const radio = (name: RegExp, value: string) =>
    page.getByRole('radiogroup', { name }).getByLabel(value, { exact: true }).check();
  const { category } = o;
  const age = category === 'visitor' ? 70 : category === 'student' ? 22 : 38;
  const start = category === 'topup' ? -10 : 20;
  const end =
    category === 'visitor' ? start + 364 : category === 'student' ? 250 : category === 'topup' ? 50 : 34;
  const app = APPS[o.app ?? 'purchase'];
  const home = HOMES[o.province ?? 'QC'];
  const ref = o.refCode ? `&refCode=${encodeURIComponent(o.refCode)}` : '';
  await page.goto(`${baseUrl}${app.start}?lang=${o.lang}${ref}`, { waitUntil: 'networkidle' });
  await page.getByLabel(L[category]).check();
  if (category === 'student') await radio(/student|étudiant/i, L.intl);
  if (category === 'visitor') await radio(/super visa/, L.yes);
  await page.getByRole('combobox', { name: /Province/ }).click();
  await page.getByRole('option', { name: home.province[o.lang], exact: true }).click();
  if (category === 'canadian' || category === 'topup')
    await radio(/outside Canada|extérieur du Canada/, L.yes);
  if (category === 'canadian') await radio(/all (your|their) trips|tous (vos|ses) voyages/, L.no);
  const dates = page.getByRole('textbox', { name: /date|Date/ });
  await dates.nth(0).fill(day(start));
  await dates.nth(1).fill(day(end));
  if (category === 'canadian' || category === 'topup') await dates.nth(2).fill(day(-30));
  if (category === 'student') {
    await dates.nth(2).fill(day(25));
    await dates.nth(3).fill(day(240));
    await radio(/full-time|temps plein/, L.yes);
  }
  if (category === 'topup') await page.getByLabel(/Days covered|Jours couverts/).fill('30');
  if (category === 'canadian' || category === 'visitor')
    await radio(/family plan|régime familial/, o.family ? L.yes : L.no);
  // A family is the Québec family of four: two parents and two children.
  const ages = o.family ? [age, 36, 10, 7] : [age];
  for (const [i, a] of ages.entries()) {
    if (i > 0) await page.getByRole('button', { name: L.addTraveller }).click();
    await page.getByLabel(new RegExp(`(Age of traveller|Âge du voyageur) ${i + 1}`)).fill(String(a));
  }
  // The trip cost is asked once, for the whole trip: $2,000 a person.
  if (category === 'canadian') {
    const tripCost = page.getByLabel(
      /^(Trip cost for the whole trip|Coût du voyage pour l’ensemble du voyage)/,
    );
    await tripCost.fill(String(2000 * ages.length));
    await tripCost.blur();
  }
  if (o.employee) {
    await page.getByRole('combobox', { name: /Employee discount|Rabais d’employé/ }).click();
    await page
      .getByRole('option', { name: o.lang === 'en' ? 'I live with an employee' : 'J’habite avec un employé' })
      .click();
    await page.getByLabel(/Employee’s full name|Nom complet de l’employé/).fill('Dana Whitfield');
  }
  await check('traveller details');
  await page.getByRole('button', { name: L.cont }).click();
  await page.waitForURL(app.at.trip);
  if (o.until === 'trip') return;
  const abroad = category === 'visitor' || category === 'student';
  await page.getByRole('combobox', { name: /Departure city|Ville de départ/ }).fill(abroad ? 'lon' : 'mon');
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('combobox', { name: /^Destination/ }).fill(abroad ? 'mon' : 'par');
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('button', { name: L.add, exact: true }).click();
  await check('trip details');
  await page.getByRole('button', { name: L.plans }).click();
  await page.waitForURL(app.at.plans);
  if (o.until === 'plans') return;
  await page.getByRole('article').first().waitFor();
  if (o.reloadOnPlans) {
    await check('plan selection before the reload');
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('article').first().waitFor();
  }
  await planToSummary(page, o.lang, check, app.at.summary);
  await check('quote summary');
  if (o.until === 'summary') return;
  await page.getByRole('button', { name: L.apply }).click();
  await page.waitForURL(app.at.apply);
  const p1 = page.getByRole('group', { name: /^(Traveller|Voyageur) 1$/ });
  await p1.getByLabel(named(L.first)).fill('Camille');
  await p1.getByLabel(named(L.last)).fill('Tremblay');
  const [dd, mm, yy] = bornAt(age, abroad ? Date.now() + start * DAY : Date.now());
  await p1.getByLabel(named(L.day)).fill(dd);
  await p1.getByLabel(named(L.month)).fill(mm);
  await p1.getByLabel(named(L.year)).fill(yy);
  await p1.getByLabel(named(L.email)).fill('camille@example.com');
  await p1.getByLabel(L.phone).first().fill('5145550123');
  const lives = HOMES[o.addressIn ?? o.province ?? 'QC'];
  await p1.getByLabel(L.address).first().fill(lives.address);
  await p1.getByLabel(L.city).first().fill(lives.city);
  await p1.getByLabel(L.postal).fill(lives.postal);
  for (const [i, name, rel] of o.family
    ? ([
        [1, 'Sam', /Spouse|Conjoint/],
        [2, 'Léa', /^Child|^Enfant/],
        [3, 'Noé', /^Child|^Enfant/],
      ] as const)
    : []) {
    const block = page.getByRole('group', { name: new RegExp(`^(Traveller|Voyageur) ${i + 1}$`) });
    await block.getByLabel(named(L.first)).fill(name);
    await block.getByLabel(named(L.last)).fill('Tremblay');
    const [d, m, y] = bornAt(ages[i] ?? 0, Date.now());
    await block.getByLabel(named(L.day)).fill(d);
    await block.getByLabel(named(L.month)).fill(m);
    await block.getByLabel(named(L.year)).fill(y);
    await block.getByRole('combobox', { name: /Relationship|Lien/ }).click();
    await page.getByRole('option', { name: rel }).click();
  }
  if (category === 'student') {
    await page.getByLabel(named(L.school)).fill('Université de Montréal');
    await page.getByLabel(named(L.schoolCity)).fill('Montréal');
  }
  // Bill 96: a Québec resident is offered French documents first; nobody is asked to consent to that.
  // A buyer in English then chooses English documents, and the consent records that choice.
  const consent = page.locator('#bill96-consent');
  if (await consent.count()) throw new Error('the Bill 96 consent is asked before English is chosen');
  if (o.lang === 'en' && home === HOMES.QC) {
    await p1
      .getByRole('radiogroup', { name: /Language of (your|the client’s) documents/ })
      .getByLabel('English')
      .check();
    await consent.check();
  }
  await check('contact details');
  await page.getByRole('button', { name: L.pay }).click();
  await page.waitForURL(app.at.payment);
  await o.staffChoices?.(page);
  if (!o.paidAtAgency) await fillCard(page.frameLocator('iframe'), o.cardNumber);
  const terms = page.getByLabel(L.terms);
  await terms.scrollIntoViewIfNeeded();
  await terms.check();
  await check('payment');
  await pressPay(page, o.lang);
};

/**
 * On the plan selection, its cards shown: answers the questionnaire, chooses the first plan that can be
 * selected and goes on to the quote summary.
 */
export const planToSummary = async (
  page: Page,
  lang: 'en' | 'fr',
  check: (step: string) => Promise<void> = async () => undefined,
  summary: RegExp = APPS.purchase.at.summary,
): Promise<void> => {
  const L = LABELS[lang];
  await answerQuestionnaire(page, lang, () => check('medical questionnaire'));
  const select = page.getByRole('button', { name: L.select }).and(page.locator(':enabled')).first();
  await select.waitFor();
  await check('plan selection');
  await select.click();
  await page.getByLabel(L.agree).check();
  await check('eligibility modal');
  await page.getByRole('dialog').getByRole('button', { name: L.select }).click();
  await page.getByRole('button', { name: L.summary }).click();
  await page.waitForURL(summary);
  await page.getByRole('heading', { level: 1 }).waitFor();
};

/** Types a card in the payment provider's frame (EN or FR labels), valid until 12/34. */
export const fillCard = async (frame: FrameLocator, cardNumber = '4242424242424242'): Promise<void> => {
  await frame.getByLabel(/Card number|Numéro de (la )?carte/i).fill(cardNumber);
  await frame.getByLabel(/Expiry|expiration/i).fill('12/34');
  await frame.getByLabel(/CVD|security|sécurité/i).fill('123');
};

/**
 * Pay, scrolled into view first (so is the consent above): with the focus last in the cross-origin card
 * frame, the click's own scrolling does not hold and the click lands on the frame.
 */
export const pressPay = async (page: Page, lang: 'en' | 'fr'): Promise<void> => {
  const pay = page.getByRole('button', { name: LABELS[lang].pay2 });
  await pay.scrollIntoViewIfNeeded();
  await pay.click();
};

/** After Pay: the confirmation's policy numbers (a French confirmation's typography scanned). */
export const confirmedPolicies = async (page: Page): Promise<string[]> => {
  await page.waitForURL(/confirmation/, { timeout: 60_000 });
  // The numbers come with the purchase's answer, which may follow the page's title: wait for one.
  await page.getByRole('heading', { level: 2, name: /TX\d+/ }).first().waitFor();
  if ((await page.evaluate(() => document.documentElement.lang)) === 'fr')
    await expectFrenchTypography(page, 'the confirmation');
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  return headings.flatMap((h) => /TX\d+/.exec(h)?.[0] ?? []);
};

/**
 * The staff app's payment step: names the first agent of the organization as the referring agent
 * (spec 6: the agents come first, the insurer's own option last); answers the label it chose.
 */
export const chooseFirstReferringAgent = async (page: Page): Promise<string> => {
  await page.getByRole('combobox', { name: /^(Referring agent|Agent référent)/ }).click();
  const agents = page.getByRole('listbox').getByRole('option');
  if ((await agents.count()) < 2) throw new Error('no agent of the organization to name');
  const name = (await agents.first().textContent()) ?? '';
  await agents.first().click();
  return name;
};

/** An agency consultant books in the staff app (spec 2.2) by card, naming a referring agent: the policy number. */
export const bookAsAgent = async (
  e2e: Pick<ServerAndBrowser, 'signedIn' | 'baseUrl'>,
  lang: 'en' | 'fr',
): Promise<string> => {
  const page = await e2e.signedIn('agent.agency', lang);
  try {
    await purchase(page, e2e.baseUrl, {
      category: 'canadian',
      lang,
      app: 'staff',
      staffChoices: async (p) => void (await chooseFirstReferringAgent(p)),
    });
    const [policyNumber] = await confirmedPolicies(page);
    if (!policyNumber) throw new Error('no policy on the confirmation');
    return policyNumber;
  } finally {
    await page.close();
  }
};
