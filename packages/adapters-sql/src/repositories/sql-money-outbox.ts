import type {
  ClaimScope,
  MoneyMove,
  MoveSettlement,
  NewLedgerPayment,
  NewMoneyMove,
  PolicyWrite,
} from '@tripx/application';
import type * as t from 'io-ts';
import { sql } from 'kysely';
import type { Database, Db } from '../database/database';
import { decodeRow } from '../decode/decode-row';
import { RowDecodeError } from '../decode/row-decode-error';
import { MoveRowCodec } from './policy-rows.codec';
import { settleHeldEvents } from '../webhooks/sql-webhooks.store';

type MoveRow = t.TypeOf<typeof MoveRowCodec>;

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** A claimed row as a move: decoded, so a row that does not read as one fails naming its id. */
const toMove = (row: { readonly id: string; readonly next_attempt_at: unknown }): MoneyMove => {
  const at = { table: 'money_moves', id: row.id };
  const r: MoveRow = decodeRow(MoveRowCodec, at, row);
  const base = {
    id: r.id,
    groupNumber: r.group_number,
    actionKey: r.action_key,
    idempotencyKey: r.idempotency_key,
    method: r.method,
    parts: r.parts,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: iso(row.next_attempt_at),
    lastError: r.last_error,
  };
  if (r.kind === 'CHARGE') {
    // A charge always keeps what its action reverts to (insertMoves writes it).
    if (r.revert === null) throw new RowDecodeError(at.table, at.id, ['revert: PolicyRevert']);
    return { ...base, kind: 'CHARGE', dataKey: r.data_key ?? '', revert: r.revert };
  }
  return {
    ...base,
    kind: 'REFUND',
    chargeRef: r.charge_ref ?? '',
    brand: r.card_brand,
    last4: r.card_last4,
    held: r.status === 'HELD',
  };
};

/** The moves of an action, inside the transaction that writes its state (PolicyMaintenanceStore.save). */
export const insertMoves = async (db: Db, moves: readonly NewMoneyMove[], now: Date): Promise<void> => {
  for (const m of moves)
    await sql`insert into money_moves (id, group_number, action_key, idempotency_key, kind, method, parts,
      data_key, charge_ref, card_brand, card_last4, revert, status, next_attempt_at, created_at)
      values (${m.id}, ${m.groupNumber}, ${m.actionKey}, ${m.idempotencyKey}, ${m.kind}, ${m.method},
      ${JSON.stringify(m.parts)}::jsonb, ${m.kind === 'CHARGE' ? m.dataKey : null},
      ${m.kind === 'REFUND' ? m.chargeRef : null}, ${m.kind === 'REFUND' ? m.brand : null},
      ${m.kind === 'REFUND' ? m.last4 : null},
      ${m.kind === 'CHARGE' ? JSON.stringify(m.revert) : null}::jsonb,
      ${m.kind === 'REFUND' && m.held ? 'HELD' : 'PENDING'}, ${now}, ${now})`.execute(db);
};

/** The money outbox over SQL: leases with FOR UPDATE SKIP LOCKED, so instances never hold one move at once. */
export class SqlMoneyOutbox {
  constructor(
    private readonly database: Database,
    /** The store's own write of a policy change, for the compensating write of a declined charge. */
    private readonly writePolicy: (trx: Db, write: PolicyWrite) => Promise<void>,
    private readonly insertPayments: (
      trx: Db,
      payments: readonly NewLedgerPayment[],
      now: Date,
    ) => Promise<void>,
  ) {}

  async claimDue(now: string, limit: number, leaseMs: number, scope: ClaimScope = {}): Promise<MoneyMove[]> {
    const at = new Date(now);
    const until = new Date(at.getTime() + leaseMs);
    const { rows } = await sql<{
      id: string;
      next_attempt_at: unknown;
    }>`update money_moves set locked_until = ${until}
      where id in (select id from money_moves where status = 'PENDING' and next_attempt_at <= ${at}
        ${scope.takeOver ? sql`` : sql`and (locked_until is null or locked_until <= ${at})`}
        ${scope.groupNumber === undefined ? sql`` : sql`and group_number = ${scope.groupNumber}`}
        order by created_at, id limit ${limit} for update skip locked)
      returning *`.execute(this.database.db);
    return rows.map(toMove).sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt));
  }

  async settle(move: MoneyMove, outcome: MoveSettlement, now: Date): Promise<'recorded' | 'settled'> {
    return this.database.transaction(async (trx) => {
      const status = outcome.kind === 'RETRY' ? 'PENDING' : outcome.kind;
      const { rows } = await sql<{ id: string }>`update money_moves set status = ${status},
          attempts = attempts + 1, locked_until = null, settled_at = ${status === 'PENDING' ? null : now},
          next_attempt_at = ${outcome.kind === 'RETRY' ? new Date(outcome.at) : now},
          last_error = ${outcome.kind === 'RETRY' ? outcome.error : outcome.kind === 'DECLINED' ? outcome.code : null}
        where id = ${move.id} and status = 'PENDING' returning id`.execute(trx);
      if (rows.length === 0) return 'settled';
      if (outcome.kind === 'RETRY') return 'recorded';
      // The refunds the action held behind its charge: free once it is taken, void once it is declined.
      await sql`update money_moves set status = ${outcome.kind === 'DONE' ? 'PENDING' : 'CANCELLED'}
        where action_key = ${move.actionKey} and status = 'HELD'`.execute(trx);
      await settleHeldEvents(trx, move, outcome.kind === 'DONE', now);
      if (outcome.kind === 'DONE') await this.insertPayments(trx, outcome.payments, now);
      else if (move.kind === 'CHARGE')
        await this.writePolicy(trx, {
          ...move.revert,
          groupNumber: move.groupNumber,
          payments: [],
          actorRef: null,
          now,
        });
      return 'recorded';
    });
  }

  async hasOpenMoves(groupNumber: string): Promise<boolean> {
    const { rows } = await sql<{ open: boolean }>`select exists (select 1 from money_moves
      where group_number = ${groupNumber} and status in ('PENDING', 'HELD')) as open`.execute(
      this.database.db,
    );
    return rows[0]?.open === true;
  }
}
