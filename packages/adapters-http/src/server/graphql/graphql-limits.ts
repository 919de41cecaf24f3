import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { LIMITS } from '@tripx/domain';
import {
  GraphQLError,
  Kind,
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  specifiedRules,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * What one anonymous document may ask for. The apps' own queries use no alias, reach depth 5
 * (the needs-analysis questionnaire) and cost at most one full location list.
 */
export const GRAPHQL_LIMITS = { aliases: 5, depth: 6, cost: 1500 } as const;

/** A refusal reported as a validation error (graphql-armor throws it out of validate() by default). */
const reported = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** graphql-js's own rules, then alias and depth limits (introspection counted too: it is recursive). */
export const limitedRules: readonly ValidationRule[] = [
  ...specifiedRules,
  maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, ...reported }),
  maxDepthRule({ n: GRAPHQL_LIMITS.depth, ignoreIntrospection: false, ...reported }),
];

/** The rows a location field returns: its `limit`, within the cap the use case clamps it to. */
const ROWS: Readonly<Record<string, number>> = {
  travelLocations: LIMITS.travelLocationsLimit,
  distinctTravelLocations: LIMITS.locationSearchLimit,
  airportLocations: LIMITS.locationSearchLimit,
};
/** Fields that read the whole rate catalogue, priced as a hundred rows. */
const CATALOGUE_READS = new Set(['plans', 'orgContractProductConfigurations']);

/** The fields a selection set names, through its fragments (validation has refused fragment cycles). */
const fieldsOf = (set: SelectionSetNode | undefined, fragments: Fragments): FieldNode[] =>
  (set?.selections ?? []).flatMap((s) =>
    s.kind === Kind.FIELD
      ? [s]
      : fieldsOf(
          s.kind === Kind.INLINE_FRAGMENT ? s.selectionSet : fragments[s.name.value]?.selectionSet,
          fragments,
        ),
  );
type Fragments = Readonly<Record<string, FragmentDefinitionNode>>;

const subtreeSize = (field: FieldNode, fragments: Fragments): number =>
  fieldsOf(field.selectionSet, fragments).reduce((n, f) => n + 1 + subtreeSize(f, fragments), 0);

/**
 * What a valid document costs with its variables (which validation does not see): each location
 * list the rows it may return, each catalogue read a hundred, every other field one. An error when
 * it is over GRAPHQL_LIMITS.cost or its variables do not fit (execution would refuse them anyway).
 */
export const costError = (
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): GraphQLError | undefined => {
  const operation = getOperationAST(document, operationName);
  const query = schema.getQueryType();
  if (!operation || !query) return new GraphQLError('Name the operation to run.');
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) return coerced.errors[0];
  const fragments: Fragments = Object.fromEntries(
    document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  let cost = 0;
  for (const field of fieldsOf(operation.selectionSet, fragments)) {
    const name = field.name.value;
    const definition = query.getFields()[name];
    const cap = ROWS[name];
    const limit =
      cap !== undefined && definition ? getArgumentValues(definition, field, coerced.coerced)['limit'] : 1;
    const rows =
      cap === undefined
        ? CATALOGUE_READS.has(name)
          ? 100
          : 1
        : Math.min(Math.max(Number(limit) || 1, 1), cap);
    cost += rows + subtreeSize(field, fragments);
  }
  return cost > GRAPHQL_LIMITS.cost
    ? new GraphQLError(`The query costs ${cost}; at most ${GRAPHQL_LIMITS.cost} is allowed.`)
    : undefined;
};
