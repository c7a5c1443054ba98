import type { Kysely } from 'kysely';
import {
  CODE,
  LIFECYCLE_MOVES,
  type LabQueue,
  RETEST_START_STATE,
  SIGNED_MOVES,
  type SampleLifecycle,
  type SampleState,
  type SampleTransition,
  type SampleTransitionResult,
  WAITING_STATES,
  CAPABILITY_MOVES,
  capabilityWaitingStates,
  movesFor,
  nextStates,
  sampleStateSchema,
  signatureBodySchema,
} from '@yaoshi/contracts';
import type { z } from 'zod';
import type { DB, Engine } from '../../../db/database';
import { AppError, conflict, notFound, validationError } from '../../../lib/errors';
import { selfVerificationAllowed } from '../../users/people.service';
import { type Lang, t } from '../../../lib/i18n';
import { nowSeconds } from '../../../lib/time';
import type { MessagesService, NewMessage } from '../../messages/messages.service';
import type { OperationLogService } from '../../oplog/oplog.service';
import type { Actor } from '../../records/actor';
import { inTx } from '../../records/service-kit';
import { type Viewer, viewerOf } from '../../records/record-visibility';
import { readableSample, readableSampleIds } from '../../records/sample-access';
import { SAMPLE_API, type SampleKind } from '../../samples/sample-fields';
import { freeSampleNum } from '../../samples/samples.service';
import { lifecycleRepository } from './lifecycle.repository';
import { custodyEvents } from '../custody/custody.service';
import { checkSignerPassword } from '../signatures/signature-check';

/** Who asks: the signed-in user, their (current) role and their account's laboratory capabilities. */
export interface LifecycleCaller extends Actor {
  role: string;
  /** Absent for internal callers (seeds, tests of the rules alone): no capability check. */
  capabilities?: readonly string[];
  /** Where a signature came from (its failures are throttled per account like sign-in). */
  ip?: string;
}

type Signature = z.output<typeof signatureBodySchema>;

/** The laboratory capability a move needs, whatever the role; other moves need none. */
const MOVE_CAPABILITY: Partial<Record<SampleState, 'analyst' | 'verifier' | 'publisher'>> = {
  to_verify: 'analyst',
  verified: 'verifier',
  published: 'publisher',
};

/** Hash routes of the sample detail pages (links of the todos). */
const DETAIL_ROUTES: Record<SampleKind, string> = {
  matter: '/matterSample/matter-sample-detail',
  product: '/productSampleList/product-sample-detail',
};

const asState = (s: string): SampleState => sampleStateSchema.parse(s);

/** Whom the caller reads as; internal callers (no capabilities given, e.g. seeds) keep their role. */
const viewerOfCaller = (caller: LifecycleCaller): Viewer =>
  viewerOf({ userId: caller.userId ?? -1, role: caller.role, capabilities: caller.capabilities });

/**
 * The rules of the sample lifecycle: which move is legal from which state, who may make it,
 * that nobody verifies results they submitted, and what each move leaves behind (history row,
 * operation-log entry, todo for whoever must act next, retest sample and invalidated reports).
 */
export function lifecycleService(deps: {
  db: Kysely<DB>;
  engine: Engine;
  operationLog: OperationLogService;
  messages: MessagesService;
  /** Why a sample's results are held by a failing QC run (verify and publish refused), or null. */
  qcHold?: (sampleId: number, lang: Lang) => Promise<AppError | null>;
}) {
  const stateName = (lang: Lang, s: SampleState) => t(lang, `sampleState.${s}`);
  const toTransition = (r: Awaited<ReturnType<ReturnType<typeof lifecycleRepository>['history']>>[number]) =>
    ({
      id: Number(r.id),
      sample_kind: r.sample_kind as SampleKind,
      sample_id: Number(r.sample_id),
      from: r.from_state === null ? null : asState(r.from_state),
      to: asState(r.to_state),
      note: r.note,
      actor_id: r.actor_id === null ? null : Number(r.actor_id),
      actor_name: r.actor_name,
      created_at: Number(r.created_at),
    }) satisfies SampleTransition;

  /** The refusal of a move, or null when `caller` may make it (checked again inside the write). */
  async function refusal(
    repo: ReturnType<typeof lifecycleRepository>,
    kind: SampleKind,
    id: number,
    from: SampleState,
    to: SampleState,
    note: string,
    caller: LifecycleCaller,
    lang: Lang,
    signature?: Signature,
    selfAllowed = false,
  ): Promise<AppError | null> {
    const allowed = nextStates(from);
    if (!allowed.includes(to)) {
      const params = {
        from: stateName(lang, from),
        to: stateName(lang, to),
        allowed: allowed.map((s) => stateName(lang, s)).join(lang === 'en-US' ? ', ' : '、'),
      };
      const key = allowed.length === 0 ? 'lifecycle.final' : 'lifecycle.illegal';
      return new AppError(CODE.VALIDATION, key, params, [{ field: 'to', message: t(lang, key, params) }]);
    }
    const move = LIFECYCLE_MOVES[from].find((m) => m.to === to)!;
    if (!movesFor(from, caller.role, caller.capabilities).some((m) => m.to === to)) {
      // A researcher is told which capability would let them make the move.
      const grant = caller.role === 'user' ? CAPABILITY_MOVES[to] : undefined;
      if (grant) {
        const params = { capability: t(lang, `capability.${grant}`), to: stateName(lang, to) };
        return new AppError(CODE.FORBIDDEN, 'lifecycle.capability', params);
      }
      return new AppError(CODE.FORBIDDEN, 'lifecycle.roleAdmin', { to: stateName(lang, to) });
    }
    const capability = MOVE_CAPABILITY[to];
    if (capability && caller.capabilities && !caller.capabilities.includes(capability)) {
      const params = { capability: t(lang, `capability.${capability}`), to: stateName(lang, to) };
      return new AppError(CODE.FORBIDDEN, 'lifecycle.capability', params);
    }
    if (move.reasonRequired && note.trim() === '') {
      const params = { field: 'note', to: stateName(lang, to) };
      return new AppError(CODE.VALIDATION, 'lifecycle.reasonRequired', params, [
        { field: 'note', message: t(lang, 'lifecycle.reasonRequired', params) },
      ]);
    }
    if (to === 'verified' && caller.userId !== null) {
      // Four eyes: neither whoever submitted the results nor anyone who entered them verifies.
      const submitter = await repo.lastActorInto(kind, id, 'to_verify');
      if (submitter === caller.userId || (await repo.enteredResults(id, caller.userId))) {
        // A one-person lab may verify its own results when the lab allows it, stating why.
        if (!selfAllowed) return new AppError(CODE.FORBIDDEN, 'lifecycle.selfVerify');
        if (signature && signature.self_verification_reason.trim() === '') {
          return validationError('lifecycle.selfVerifyReason', [
            { field: 'signature.self_verification_reason', message: t(lang, 'lifecycle.selfVerifyReason') },
          ]);
        }
      }
    }
    return null;
  }

  /**
   * Checks a signed move's signature: present, for this act, and the signer's password again
   * (failures throttled like a password change). Returns the signer's display name.
   */
  async function checkSignature(
    to: SampleState,
    signature: Signature | undefined,
    caller: LifecycleCaller,
    lang: Lang,
  ) {
    const act = SIGNED_MOVES[to];
    if (!act || caller.userId === null) return null;
    const field = (name: string, key: string, params: Record<string, string> = {}) =>
      validationError(key, [{ field: name, message: t(lang, key, params) }], params);
    if (!signature) throw field('signature', 'signature.required', { to: stateName(lang, to) });
    if (signature.meaning !== act) throw field('signature.meaning', 'signature.wrongMeaning');
    const signer = await checkSignerPassword(
      deps.db,
      { userId: caller.userId, ip: caller.ip },
      signature.password,
      lang,
    );
    return { act, name: signer.name };
  }

  /** A copy of the sample under a new number, linked back to it, starting again in the laboratory. */
  async function createRetest(trx: Kysely<DB>, kind: SampleKind, id: number, caller: Actor, at: number) {
    const repo = lifecycleRepository(trx);
    const original = await repo.fullSample(id);
    const num = await freeSampleNum(trx, deps.engine, kind);
    // id is new; PostgreSQL's search_tsv is generated from search_text and may not be written.
    const { id: _id, search_tsv: _tsv, ...copy } = original as typeof original & { search_tsv?: unknown };
    const retestId = await repo.insertSample({
      ...copy,
      num,
      search_text: `${original.search_text} ${num}`,
      state: RETEST_START_STATE,
      retest_of: id,
      view_count: 0,
      created_at: at,
      updated_at: at,
      created_by: caller.userId,
      updated_by: caller.userId,
    });
    const note = t('zh-CN', 'lifecycle.retestNote', { num: original.num });
    await repo.insertTransition({
      sample_kind: kind,
      sample_id: retestId,
      from_state: null,
      to_state: RETEST_START_STATE,
      note,
      actor_id: caller.userId,
      actor_name: caller.username,
      created_at: at,
    });
    await deps.operationLog.record(
      {
        actor: caller,
        action: 'create',
        kind: SAMPLE_API[kind].kind,
        recordId: retestId,
        label: `${num} ${original.name}`,
        summary: note,
        after: { num, name: original.name, state: RETEST_START_STATE, retest_of: id },
      },
      trx,
    );
    return retestId;
  }

  /**
   * The todo for whoever must act next, or null: one per sample per wait (each move happens
   * once). Built inside the move's transaction, sent after it commits.
   */
  async function todoFor(
    trx: Kysely<DB>,
    kind: SampleKind,
    sample: { id: number; num: string; name: string; created_by: number | null },
    to: SampleState,
    note: string,
    caller: Actor,
  ): Promise<NewMessage | null> {
    const link = `${DETAIL_ROUTES[kind]}/${sample.id}`;
    const base = { num: sample.num, name: sample.name, by: caller.username };
    if (to === 'to_verify') {
      return {
        type: 'todo',
        title: t('zh-CN', 'event.sampleToVerify.title', base),
        content: t('zh-CN', 'event.sampleToVerify.content', base),
        i18n: { title: 'event.sampleToVerify.title', content: 'event.sampleToVerify.content', params: base },
        message_type: 3,
        link,
        target_role: 'admin',
      };
    }
    if (to !== 'rejected') return null;
    // The researcher who submitted the results, else the one who registered the sample.
    const recipient =
      (await lifecycleRepository(trx).lastActorInto(kind, sample.id, 'to_verify')) ??
      (sample.created_by === null ? null : Number(sample.created_by));
    if (recipient === null || recipient === caller.userId) return null;
    const params = { ...base, reason: note };
    return {
      type: 'todo',
      title: t('zh-CN', 'event.sampleRejected.title', params),
      content: t('zh-CN', 'event.sampleRejected.content', params),
      i18n: { title: 'event.sampleRejected.title', content: 'event.sampleRejected.content', params },
      message_type: 3,
      link,
      target_user_id: recipient,
    };
  }

  return {
    async transition(
      kind: SampleKind,
      id: number,
      body: { to: SampleState; note: string; signature?: Signature },
      caller: LifecycleCaller,
      lang: Lang,
    ): Promise<SampleTransitionResult> {
      const note = body.note.trim();
      // A move is a write: a sample the caller may not read is missing to them (404) before any rule.
      await readableSample(deps.db, viewerOfCaller(caller), id, kind);
      // The cheap refusals first, so nobody types a password for a move they may not make.
      const current = await lifecycleRepository(deps.db).sample(kind, id);
      if (!current) throw notFound();
      const selfAllowed = body.to === 'verified' && (await selfVerificationAllowed(deps.db));
      const early = await refusal(
        lifecycleRepository(deps.db),
        kind,
        id,
        asState(current.state),
        body.to,
        note,
        caller,
        lang,
        body.signature,
        selfAllowed,
      );
      if (early) throw early;
      if (body.to === 'verified' || body.to === 'published') {
        const hold = await deps.qcHold?.(id, lang);
        if (hold) throw hold;
      }
      const signed = await checkSignature(body.to, body.signature, caller, lang);
      const { result, todo } = await inTx(deps.db, async (trx) => {
        const repo = lifecycleRepository(trx);
        const sample = await repo.sample(kind, id);
        if (!sample) throw notFound();
        const from = asState(sample.state);
        const refused = await refusal(repo, kind, id, from, body.to, note, caller, lang, body.signature, selfAllowed);
        if (refused) throw refused;
        const at = nowSeconds();
        if (!(await repo.moveState(id, from, body.to, at, caller.userId))) {
          const now = (await repo.sample(kind, id))?.state ?? from;
          throw conflict('lifecycle.changed', null, { state: stateName(lang, asState(now)) });
        }
        const transitionId = await repo.insertTransition({
          sample_kind: kind,
          sample_id: id,
          from_state: from,
          to_state: body.to,
          note,
          actor_id: caller.userId,
          actor_name: caller.username,
          created_at: at,
        });
        const selfReason = body.signature?.self_verification_reason.trim() ?? '';
        const ownResults =
          body.to === 'verified' &&
          caller.userId !== null &&
          ((await repo.lastActorInto(kind, id, 'to_verify')) === caller.userId ||
            (await repo.enteredResults(id, caller.userId)));
        if (signed && caller.userId !== null) {
          await repo.insertSignature({
            sample_kind: kind,
            sample_id: id,
            transition_id: transitionId,
            act: signed.act,
            user_id: caller.userId,
            signer_name: signed.name,
            signed_at: at,
            self_verification_reason: ownResults ? selfReason : '',
          });
        }
        let retestId: number | null = null;
        let invalidated: number[] = [];
        if (body.to === 'retest') {
          invalidated = await repo.invalidateReports(id, at, note, caller.userId);
          retestId = await createRetest(trx, kind, id, caller, at);
        }
        await deps.operationLog.record(
          {
            actor: caller,
            action: 'update',
            kind: SAMPLE_API[kind].kind,
            recordId: id,
            label: `${sample.num} ${sample.name}`,
            summary: `${from} → ${body.to}${note ? `: ${note}` : ''}`,
            before: { state: from },
            after: {
              state: body.to,
              note,
              ...(signed ? { signed: signed.act, signer: signed.name } : {}),
              ...(signed && ownResults ? { self_verification_reason: selfReason } : {}),
              ...(retestId !== null ? { retest_id: retestId, invalidated_reports: invalidated } : {}),
            },
          },
          trx,
        );
        const todo = await todoFor(
          trx,
          kind,
          { id, num: sample.num, name: sample.name, created_by: sample.created_by },
          body.to,
          note,
          caller,
        );
        const [row] = (await repo.history(kind, id)).filter((r) => Number(r.id) === transitionId);
        const result = { id, state: body.to, transition: toTransition(row!), retest_id: retestId };
        return { result, todo };
      });
      // The messages service writes on its own connection: only after the move has committed.
      if (todo) await deps.messages.send(todo);
      return result;
    },

    /** History (oldest first), retest links, invalidated reports and the moves the caller may make. */
    async lifecycle(kind: SampleKind, id: number, caller: LifecycleCaller): Promise<SampleLifecycle> {
      const repo = lifecycleRepository(deps.db);
      const viewer = viewerOfCaller(caller);
      await readableSample(deps.db, viewer, id, kind);
      const sample = await repo.sample(kind, id);
      if (!sample) throw notFound();
      const state = asState(sample.state);
      const [rows, retests, submitter, invalidated, entered, custody] = await Promise.all([
        repo.history(kind, id),
        repo.retests(id),
        repo.lastActorInto(kind, id, 'to_verify'),
        repo.invalidatedReports(id),
        caller.userId === null ? false : repo.enteredResults(id, caller.userId),
        custodyEvents(deps.db, kind, id),
      ]);
      const ownResults = entered || (submitter !== null && submitter === caller.userId);
      const selfAllowed = ownResults && (await selfVerificationAllowed(deps.db));
      const lacks = (to: SampleState) => {
        const capability = MOVE_CAPABILITY[to];
        return (
          capability !== undefined && caller.capabilities !== undefined && !caller.capabilities.includes(capability)
        );
      };
      const history = rows.map(toTransition);
      // Retest links name other samples: only those the caller may read.
      const linked = [
        ...(sample.retest_of === null ? [] : [Number(sample.retest_of)]),
        ...retests.map((r) => Number(r.id)),
      ];
      const readable = new Set(await readableSampleIds(deps.db, viewer, linked));
      const original =
        sample.retest_of === null || !readable.has(Number(sample.retest_of))
          ? undefined
          : await repo.sample(kind, Number(sample.retest_of));
      // Samples registered before the lifecycle existed (or created through the record form)
      // have no creation row: their registration is read from the record itself.
      if (!history.some((h) => h.from === null)) {
        const creator = sample.created_by === null ? null : Number(sample.created_by);
        history.unshift({
          id: 0,
          sample_kind: kind,
          sample_id: id,
          from: null,
          to: 'registered',
          note: '',
          actor_id: creator,
          actor_name: await repo.username(creator),
          created_at: Number(sample.created_at),
        });
      }
      return {
        state,
        retest_of: original ? { id: Number(original.id), num: original.num, state: asState(original.state) } : null,
        retests: retests
          .filter((r) => readable.has(Number(r.id)))
          .map((r) => ({ id: Number(r.id), num: r.num, state: asState(r.state) })),
        invalidated_reports: invalidated.map((r) => ({
          id: Number(r.id),
          report_num: r.report_num,
          invalidated_at: Number(r.invalidated_at),
          invalidated_reason: r.invalidated_reason ?? '',
          invalidated_by: r.username ?? '',
        })),
        history,
        moves: movesFor(state, caller.role, caller.capabilities).map((m) => ({
          to: m.to,
          reason_required: m.reasonRequired === true,
          blocked: lacks(m.to)
            ? ('capability' as const)
            : m.to === 'verified' && ownResults && !selfAllowed
              ? ('self_verify' as const)
              : null,
        })),
        self_verification: selfAllowed,
        custody,
      };
    },

    /**
     * Samples waiting for the caller, per kind and state: their role's, and for a researcher also
     * what their capabilities make theirs (a verifier's to verify, a publisher's to publish).
     */
    async queue(caller: LifecycleCaller): Promise<LabQueue> {
      const role = caller.role === 'admin' ? 'admin' : 'user';
      const states =
        role === 'admin'
          ? WAITING_STATES.admin
          : [...WAITING_STATES.user, ...capabilityWaitingStates(caller.capabilities ?? [])];
      // Offline samples are curators' drafts: a researcher's counts leave them out, as the lists do.
      const counts = await lifecycleRepository(deps.db).countByState(states, role !== 'admin');
      const items = (['matter', 'product'] as const).flatMap((kind) =>
        states.map((state) => ({
          kind,
          state,
          count: counts.find((c) => c.kind === kind && c.state === state)?.n ?? 0,
        })),
      );
      return { role, items };
    },
  };
}
export type LifecycleService = ReturnType<typeof lifecycleService>;
