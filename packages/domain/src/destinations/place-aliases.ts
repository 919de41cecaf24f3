/**
 * Names travellers type for places whose data name differs (issue 16 item 6): English and French
 * names of the countries most searched from Canada, the US states and Canadian provinces whose French
 * name differs, and common city exonyms. Coverage is deliberately small: a country's own English and
 * French names come from the countries table; these add only what it lacks (short forms, usual names
 * where the table has the official one, names without their article). Keys are ISO codes or the
 * name as the airport data writes it; aliases are written as typed (normalizePlace folds them).
 */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ['United States', 'USA', 'US', 'America', 'États-Unis', 'Etats Unis', 'Amérique'],
  GB: ['United Kingdom', 'UK', 'Great Britain', 'England', 'Scotland', 'Wales', 'Royaume-Uni', 'Angleterre', 'Écosse'],
  FR: ['France'],
  MX: ['Mexico', 'Mexique'],
  DE: ['Germany', 'Allemagne', 'Deutschland'],
  ES: ['Spain', 'Espagne', 'España'],
  IT: ['Italy', 'Italie', 'Italia'],
  PT: ['Portugal'],
  NL: ['Netherlands', 'Holland', 'Pays-Bas', 'Hollande'],
  BE: ['Belgium', 'Belgique'],
  CH: ['Switzerland', 'Suisse'],
  GR: ['Greece', 'Grèce'],
  IE: ['Ireland', 'Irlande'],
  CU: ['Cuba'],
  DO: ['Dominican Republic', 'République dominicaine'],
  JM: ['Jamaica', 'Jamaïque'],
  CN: ['China', 'Chine'],
  JP: ['Japan', 'Japon'],
  IN: ['India', 'Inde'],
  AU: ['Australia', 'Australie'],
  MA: ['Morocco', 'Maroc'],
  CA: ['Canada'],
  KR: ['South Korea', 'Korea', 'Corée du Sud', 'Corée'],
  RU: ['Russia', 'Russie'],
  VN: ['Vietnam', 'Viet Nam'],
  TH: ['Thailand', 'Thaïlande'],
  BR: ['Brazil', 'Brésil'],
};

/** Regions as the airport data names them (its `state`), with the French names typed. */
export const REGION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Florida: ['Floride'],
  California: ['Californie'],
  'New York': ['État de New York'],
  'North Carolina': ['Caroline du Nord'],
  'South Carolina': ['Caroline du Sud'],
  Louisiana: ['Louisiane'],
  Pennsylvania: ['Pennsylvanie'],
  Virginia: ['Virginie'],
  'West Virginia': ['Virginie-Occidentale'],
  Georgia: ['Géorgie'],
  'New Mexico': ['Nouveau-Mexique'],
  'North Dakota': ['Dakota du Nord'],
  'South Dakota': ['Dakota du Sud'],
  Hawaii: ['Hawaï'],
  'New Hampshire': ['New Hampshire'],
  Quebec: ['Québec'],
  'British Columbia': ['Colombie-Britannique'],
  'Nova Scotia': ['Nouvelle-Écosse'],
  'New Brunswick': ['Nouveau-Brunswick'],
  'Newfoundland and Labrador': ['Terre-Neuve-et-Labrador', 'Terre-Neuve'],
  'Prince Edward Island': ['Île-du-Prince-Édouard'],
  'Northwest Territories': ['Territoires du Nord-Ouest'],
};

/** Cities as the airport data names them (its `city`), with the names travellers type. */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  London: ['Londres'],
  Munich: ['München', 'Munchen'],
  'Mexico City': ['Mexico', 'Mexique', 'Ciudad de México'],
  'Ciudad de Cancún': ['Cancún', 'Cancun'],
  Rome: ['Roma'],
  Venice: ['Venise', 'Venezia'],
  Florence: ['Firenze'],
  Milan: ['Milano'],
  Naples: ['Napoli'],
  Lisbon: ['Lisbonne', 'Lisboa'],
  Seville: ['Séville', 'Sevilla'],
  Brussels: ['Bruxelles'],
  Vienna: ['Vienne', 'Wien'],
  Prague: ['Praha'],
  Athens: ['Athènes'],
  Copenhagen: ['Copenhague'],
  Cologne: ['Köln'],
  Geneva: ['Genève'],
  'New Orleans': ['La Nouvelle-Orléans', 'Nouvelle-Orléans'],
  'Quebec City': ['Québec', 'Ville de Québec'],
  Montreal: ['Montréal'],
  Beijing: ['Pékin'],
  Moscow: ['Moscou'],
  Edinburgh: ['Édimbourg'],
};
