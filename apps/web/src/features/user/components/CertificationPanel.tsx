import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Certification } from '@yaoshi/contracts';
import { QueryState } from '@/components/console-kit';
import { formatTime } from '@/lib/format';
import { useCertification } from '../api/certification';
import { CertificationForm } from './CertificationForm';

type CertRecord = Certification['record'][number];

const StatusTag = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'pass' ? 'success' : 'processing'}>{t(`userSetting.certification.status.${status}`)}</Tag>
  );
};

/** Enterprise certification: the submitted info and the records (pass / auditing). */
export function CertificationPanel() {
  const { t } = useTranslation();
  const query = useCertification();
  const [editing, setEditing] = useState(false);
  const l = (k: string) => t(`userSetting.certification.${k}`);
  const choice = (v: string) => t(`userSetting.certification.choice.${v}`, { defaultValue: v });
  return (
    <QueryState query={query} rows={8}>
      {(data) => {
        const info = data.enterpriseInfo;
        const auditing = info?.status === 'auditing';
        return (
          <>
            <Card
              size="small"
              title={l('enterprise')}
              extra={
                !editing && !auditing ? (
                  <Button size="small" type="primary" onClick={() => setEditing(true)} data-testid="certify">
                    {info ? l('resubmit') : l('submit')}
                  </Button>
                ) : null
              }
            >
              {editing ? (
                <CertificationForm initial={info} onDone={() => setEditing(false)} />
              ) : info ? (
                <Descriptions
                  size="small"
                  column={{ xs: 1, lg: 2 }}
                  data-testid="enterprise-info"
                  items={[
                    { key: 'accountType', label: l('field.accountType'), children: choice(info.accountType) },
                    { key: 'status', label: l('field.status'), children: <StatusTag status={info.status} /> },
                    { key: 'time', label: l('field.time'), children: formatTime(info.time) },
                    { key: 'legalPerson', label: l('field.legalPerson'), children: info.legalPerson },
                    {
                      key: 'certificateType',
                      label: l('field.certificateType'),
                      children: choice(info.certificateType),
                    },
                    {
                      key: 'authenticationNumber',
                      label: l('field.authenticationNumber'),
                      children: info.authenticationNumber,
                    },
                    { key: 'enterpriseName', label: l('field.enterpriseName'), children: info.enterpriseName },
                    {
                      key: 'enterpriseCertificateType',
                      label: l('field.enterpriseCertificateType'),
                      children: choice(info.enterpriseCertificateType),
                    },
                    { key: 'organizationCode', label: l('field.organizationCode'), children: info.organizationCode },
                  ]}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={l('none')} />
              )}
            </Card>
            <Card size="small" title={l('records')} style={{ marginTop: 16 }}>
              <Table<CertRecord>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={data.record}
                data-testid="certification-records"
                locale={{ emptyText: l('noRecords') }}
                columns={[
                  { title: l('field.certificationType'), dataIndex: 'certificationType' },
                  { title: l('field.certificationContent'), dataIndex: 'certificationContent', ellipsis: true },
                  { title: l('field.status'), dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
                  { title: l('field.time'), dataIndex: 'time', render: (v: number) => formatTime(v) },
                ]}
              />
            </Card>
          </>
        );
      }}
    </QueryState>
  );
}
