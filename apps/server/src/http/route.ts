import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationId, RequestBody, ResponseData, operations } from '@repo/api-schema/schema';
import type { AppContext } from '../kernel/context';
import type { SessionInfo, UserRow } from '../modules/auth/service';

type Parameters_<Op extends OperationId> = operations[Op]['parameters'];

/** Path parameters of an operation, as the contract declares them (validated and coerced by then). */
export type PathParams<Op extends OperationId> = NonNullable<Parameters_<Op>['path']>;
/** Query parameters of an operation. */
export type QueryParams<Op extends OperationId> = NonNullable<Parameters_<Op>['query']>;

/** Returned by a handler that answered itself (an image, not the JSON envelope). */
export const SENT = Symbol('sent');

/** What a handler of operation `Op` gets: the validated input, typed from the contract. */
export interface HandlerInput<Op extends OperationId> {
  body: RequestBody<Op>;
  params: PathParams<Op>;
  query: QueryParams<Op>;
  /** The session of the `X-USER-TOKEN`, if any (a guest's too). */
  auth: SessionInfo | null;
  /** The signed-in, non-guest user; throws 401 otherwise (the contract's security already ran). */
  me(): UserRow;
  /**
   * The session's own user, a guest included: only for the operations whose contract security lets a
   * guest through (`userToken: [guest]`).
   */
  sessionUser(): UserRow;
  /** The client's address (throttling). */
  ip: string;
  /** Headers of the request (language). */
  headers: FastifyRequest['headers'];
  /** For answers that are not JSON, and the rotated-token header. */
  reply: FastifyReply;
}

/**
 * A handler of one operation: its result is the operation's `data`, so a handler that drifts from the
 * contract fails `tsc`. Operations whose answer is not JSON (captcha images) send it and return SENT.
 */
export type Handler<Op extends OperationId> = (
  input: HandlerInput<Op>,
  ctx: AppContext,
) => Promise<[ResponseData<Op>] extends [never] ? typeof SENT : ResponseData<Op>>;

/** A module's handlers, by operationId. */
export type Routes<Ops extends OperationId = OperationId> = { [Op in Ops]: Handler<Op> };

/** Declares a module's handlers with their operation types checked. */
export const defineRoutes = <Ops extends OperationId>(routes: Routes<Ops>): Routes<Ops> => routes;

const CLAIMS_IN_TRANSACTION = Symbol('claimsInTransaction');

/**
 * Declares an `x-idempotent` handler whose effects are all in its `kernel.tx` transactions: its token
 * is claimed by the transaction itself (`RunOptions.claimInTransaction`), one statement and one commit
 * fewer a request. Not for a handler with any other effect: two attempts at once may both run it up to
 * the transaction, whose commit only one of them makes.
 */
export function claimsInTransaction<H extends AnyHandler>(handler: H): H {
  return Object.assign(handler, { [CLAIMS_IN_TRANSACTION]: true });
}

/** Whether `handler` was declared with `claimsInTransaction`. */
export const isClaimingInTransaction = (handler: AnyHandler) =>
  (handler as { [CLAIMS_IN_TRANSACTION]?: boolean })[CLAIMS_IN_TRANSACTION] === true;

/** Any handler, for the table that wires them to the contract's routes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyHandler = (input: HandlerInput<any>, ctx: AppContext) => Promise<unknown>;

/** Page and limit with the contract's defaults. */
export const pageOf = (b: { page?: number; limit?: number } | undefined) => ({
  page: b?.page ?? 1,
  limit: b?.limit ?? 20,
});
