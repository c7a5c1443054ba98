import type { Certification, CertificationBody, CertificationReviewItem, Page } from '@yaoshi/contracts';
import { conflict, notFound } from '../../lib/errors';
import { t, type Lang } from '../../lib/i18n';
import { nowSeconds } from '../../lib/time';
import type { AuthContext } from '../../types';
import type { MessagesService } from '../messages/messages.service';
import type { UsersService } from '../users/users.service';
import type { OperationLogService } from '../oplog/oplog.service';
import { actorOf } from '../records/actor';
import type { CertificationRepository } from './certification.repository';

type Row = Awaited<ReturnType<CertificationRepository['listForUser']>>[number];
const status = (s: string) => (s === 'pass' ? 'pass' : 'auditing') as 'pass' | 'auditing';

export function certificationService(
  repo: CertificationRepository,
  users: UsersService,
  messages: MessagesService,
  operationLog: OperationLogService,
) {
  const view = (rows: Row[], lang: Lang): Certification => {
    const latest = rows.find((r) => r.status === 'pass') ?? rows[0];
    return {
      enterpriseInfo: latest
        ? {
            accountType: latest.account_type,
            status: status(latest.status),
            time: Number(latest.reviewed_at ?? latest.created_at),
            legalPerson: latest.legal_person,
            certificateType: latest.certificate_type,
            authenticationNumber: latest.authentication_number,
            enterpriseName: latest.enterprise_name,
            enterpriseCertificateType: latest.enterprise_certificate_type,
            organizationCode: latest.organization_code,
          }
        : null,
      record: rows.map((r) => ({
        id: Number(r.id),
        certificationType: t(lang, 'certification.type.enterprise'),
        certificationContent: `${r.enterprise_name}（${r.organization_code}）`,
        status: status(r.status),
        time: Number(r.reviewed_at ?? r.created_at),
      })),
    };
  };

  return {
    async get(auth: AuthContext, lang: Lang): Promise<Certification> {
      return view(await repo.listForUser(auth.userId), lang);
    },

    /** A new submission starts as auditing and asks the admins to review it. */
    async submit(auth: AuthContext, body: CertificationBody, lang: Lang): Promise<Certification> {
      const rows = await repo.listForUser(auth.userId);
      if (rows.some((r) => r.status === 'auditing')) throw conflict('certification.pending');
      const now = nowSeconds();
      const { id } = await repo.insert({
        user_id: auth.userId,
        account_type: body.accountType,
        legal_person: body.legalPerson,
        certificate_type: body.certificateType,
        authentication_number: body.authenticationNumber,
        enterprise_name: body.enterpriseName,
        enterprise_certificate_type: body.enterpriseCertificateType,
        organization_code: body.organizationCode,
        status: 'auditing',
        is_demo: 0,
        created_at: now,
      });
      await operationLog.record({
        actor: actorOf(auth),
        action: 'create',
        kind: 'certification',
        recordId: Number(id),
        label: body.enterpriseName,
      });
      await messages.send({
        type: 'todo',
        title: t('zh-CN', 'certification.todo.title'),
        content: t('zh-CN', 'certification.todo.content', { user: auth.username, name: body.enterpriseName }),
        i18n: {
          title: 'certification.todo.title',
          content: 'certification.todo.content',
          params: { user: auth.username, name: body.enterpriseName },
        },
        message_type: 0,
        link: '/user/setting',
        target_role: 'admin',
        created_at: now,
      });
      return view(await repo.listForUser(auth.userId), lang);
    },

    async list(q: { status?: string; current: number; pageSize: number }): Promise<Page<CertificationReviewItem>> {
      const { rows, total } = await repo.list(q.status, (q.current - 1) * q.pageSize, q.pageSize);
      return {
        list: rows.map((r) => ({
          id: Number(r.id),
          username: r.username,
          enterpriseName: r.enterprise_name,
          organizationCode: r.organization_code,
          status: status(r.status),
          time: Number(r.created_at),
        })),
        total,
        current: q.current,
        pageSize: q.pageSize,
      };
    },

    /** Admin: auditing → pass; the user's record shows the certification from then on. */
    async approve(auth: AuthContext, id: number) {
      const row = await repo.find(id);
      if (!row) throw notFound();
      if (row.status === 'pass') throw conflict('certification.alreadyPassed');
      const now = nowSeconds();
      if (!(await repo.pass(id, auth.userId, now))) throw conflict();
      await users.update(Number(row.user_id), { certification: 1, updated_at: now });
      await operationLog.record({
        actor: actorOf(auth),
        action: 'update',
        kind: 'certification',
        recordId: id,
        label: row.enterprise_name,
        before: { status: 'auditing' },
        after: { status: 'pass' },
      });
      await messages.send({
        type: 'message',
        title: t('zh-CN', 'certification.passed.title'),
        i18n: { title: 'certification.passed.title' },
        content: `${row.enterprise_name}（${row.organization_code}）`,
        link: '/user/setting',
        target_user_id: Number(row.user_id),
        created_at: now,
      });
      return { id };
    },
  };
}
export type CertificationService = ReturnType<typeof certificationService>;
