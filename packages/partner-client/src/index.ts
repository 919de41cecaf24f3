export {
  createPartnerClient,
  type BindRequest,
  type Bound,
  type CancelRequest,
  type Cancellation,
  type PartnerClient,
  type PartnerClientOptions,
  type PolicyBooking,
  type PolicyListQuery,
  type PolicyPage,
  type PostOptions,
  type Quote,
  type QuoteRequest,
} from './partner-client';
export { PartnerProblem, type Problem, type ProblemField } from './partner-problem';
export type { components, operations, paths } from './partner-v1';
