import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Row types of the tables created by the migrations (kept by hand, checked by the migration test). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateText = string;
type Json<T extends object | null = object> = JSONColumnType<T, string, string>;
/** A JSON column the database fills with a default when an insert leaves it out. */
type JsonDefault<T extends object> = ColumnType<T, string | undefined, string>;

export interface OrganizationsTable {
  code: string;
  parent_code: string | null;
  name_en: string;
  name_fr: string;
  sales_channel: string;
  language: string;
  category: string;
  is_default: Generated<boolean>;
  white_label_reference_id: string | null;
  /**
   * The organization's logo (any category, not only white labels; the name is historical): a file of
   * server/assets/logos. Shown only where its category shows a logo (domain `organizationDisplay`).
   */
  white_label_logo_file: string | null;
  content_root: string | null;
  white_label_root: string | null;
  contract_content: JsonDefault<Record<string, Record<string, string>>>;
  contacts: JsonDefault<readonly { contactType: string; name?: string; email?: string; phone?: string }[]>;
  branch_code: string | null;
  legal_name: string | null;
  created_at: Timestamp;
}

export interface RolesTable {
  code: string;
  category: string;
  label_en: string;
  label_fr: string;
}

export interface RoleClaimsTable {
  role_code: string;
  claim: string;
}

export interface UsersTable {
  profile_ref: string;
  profile_code: string;
  user_type: string;
  role_code: string;
  agent_type: Generated<string>;
  first_name: string;
  last_name: string;
  email: string;
  language: string;
  title: string | null;
  status: string;
  city: string | null;
  province: string | null;
  country: Generated<string>;
  employment_type: string | null;
  reference_number: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserOrganizationsTable {
  profile_ref: string;
  organization_code: string;
  is_default: Generated<boolean>;
}

export interface LicencesTable {
  id: string;
  organization_code: string;
  profile_ref: string | null;
  name: string;
  status: string;
  licensed_province: string;
  licence_number: string;
  licence_type: string | null;
  screening_status: string | null;
  expiry_date: DateText | null;
  is_deleted: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ExternalLinksTable {
  id: string;
  organization_code: string | null;
  label_en: string;
  label_fr: string;
  url: string;
  sort_order: Generated<number>;
}

export interface CountriesTable {
  code: string;
  name_en: string;
  name_fr: string;
}

export interface TravelLocationsTable {
  id: number;
  iata: string;
  name: string;
  city: string;
  state: string;
  country: string;
}

export interface TranslationsTable {
  space: string;
  name: string;
  language: string;
  labels: Json<Record<string, string>>;
  updated_at: Timestamp;
}

export interface RateVersionsTable {
  id: string;
  effective_date: DateText;
  source: string;
  checksum: string;
  content: Json;
  loaded_at: Timestamp;
}

export interface PolicyGroupsTable {
  group_number: string;
  organization_code: string;
  sales_channel: string;
  traveller_category: string;
  traveller_type: string;
  language: string;
  trip_information: Json<Record<string, unknown>>;
  province_of_residence: string;
  start_date: DateText;
  end_date: DateText;
  application_date: DateText;
  purchase_date: Timestamp;
  owner_profile_ref: string | null;
  referred_by: string | null;
  reference_id: string | null;
  booking_ref: string | null;
  employee_relationship: string | null;
  employee_name: string | null;
  has_companion_discount: Generated<boolean>;
  bill96_consent: boolean | null;
  quote_id: string | null;
  /** The priced quote request, decoded on read (null on groups written before migration 008). */
  rating_request: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PoliciesTable {
  policy_number: string;
  group_number: string;
  reference_number: number;
  status: string;
  first_name: string;
  last_name: string;
  /** Null when unknown (placeholders of older purchases, migration 012). */
  date_of_birth: DateText | null;
  age: number;
  contact: JsonDefault<Record<string, unknown>>;
  plan_code: string;
  plan: Json<Record<string, unknown>>;
  premium_total_cents: number;
  rate_version: string | null;
  questionnaires: JsonDefault<readonly unknown[]>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PolicyDependentsTable {
  group_number: string;
  reference_number: number;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: DateText | null;
  relationship: string | null;
  trip_cost_cents: number | null;
}

export interface PaymentsTable {
  id: string;
  policy_number: string;
  payment_date: Timestamp;
  type: string;
  method: string;
  amount_cents: number;
  card_brand: string | null;
  card_last4: string | null;
  card_reference: string | null;
  idempotency_key: string | null;
}

export interface PaymentTransactionsTable {
  id: string;
  payment_id: string;
  provider_reference: string;
  type: string;
  amount_cents: number;
  status: string;
  created_at: Timestamp;
}

export interface PolicyHistoryTable {
  id: Generated<number>;
  policy_number: string;
  at: Timestamp;
  actor_ref: string | null;
  action: string;
  field_changed: string | null;
  from_value: string | null;
  to_value: string | null;
}

export interface PolicyDeliveriesTable {
  id: string;
  policy_number: string;
  at: Timestamp;
  channel: string;
  recipient: string;
  language: string;
  status: string;
  document: string;
}

export interface NotesTable {
  id: string;
  owner_code: string;
  content: string;
  author_ref: string | null;
  author_name: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  id_hash: string;
  csrf_token: string;
  profile_ref: string | null;
  organization_code: string | null;
  language: Generated<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface IdempotencyKeysTable {
  key: string;
  scope: string;
  request_hash: string;
  status_code: number | null;
  response: Json | null;
  created_at: Timestamp;
}

export interface LeadsTable {
  id: string;
  session_hash: string | null;
  organization_code: string | null;
  first_name: string | null;
  email: string | null;
  trip_start_date: DateText | null;
  language: string;
  payload: Json;
  created_at: Timestamp;
  /** The saved quote: the answers of every step as the session had them (migration 019). */
  quote: ColumnType<unknown, string | null | undefined, string | null>;
  quoted_total_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** When its resume link stops working (migration 019; required since 023). */
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface SyncedQuoteFormsTable {
  session_hash: string;
  form: Json;
  payload: Json;
  updated_at: Timestamp;
  /** Every step's answers (migration 019). */
  progress: JsonDefault<object>;
  email: string | null;
  /** When the quote's answers (form, progress) last changed; a sync of the same answers leaves it (migration 022). */
  changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface Schema {
  organizations: OrganizationsTable;
  roles: RolesTable;
  role_claims: RoleClaimsTable;
  users: UsersTable;
  user_organizations: UserOrganizationsTable;
  licences: LicencesTable;
  external_links: ExternalLinksTable;
  countries: CountriesTable;
  travel_locations: TravelLocationsTable;
  translations: TranslationsTable;
  rate_versions: RateVersionsTable;
  policy_groups: PolicyGroupsTable;
  policies: PoliciesTable;
  policy_dependents: PolicyDependentsTable;
  payments: PaymentsTable;
  payment_transactions: PaymentTransactionsTable;
  policy_history: PolicyHistoryTable;
  policy_deliveries: PolicyDeliveriesTable;
  notes: NotesTable;
  sessions: SessionsTable;
  idempotency_keys: IdempotencyKeysTable;
  leads: LeadsTable;
  synced_quote_forms: SyncedQuoteFormsTable;
  app_meta: AppMetaTable;
}

export const TABLES: readonly (keyof Schema)[] = [
  'organizations',
  'roles',
  'role_claims',
  'users',
  'user_organizations',
  'licences',
  'external_links',
  'countries',
  'travel_locations',
  'translations',
  'rate_versions',
  'policy_groups',
  'policies',
  'policy_dependents',
  'payments',
  'payment_transactions',
  'policy_history',
  'policy_deliveries',
  'notes',
  'sessions',
  'idempotency_keys',
  'leads',
  'synced_quote_forms',
  'app_meta',
];
