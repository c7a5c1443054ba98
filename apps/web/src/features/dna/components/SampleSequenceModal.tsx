import { useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import { sampleDnaBodySchema } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useSetSampleSequence } from '../api/dna-api';

/** The sequence dialog of SampleDnaSection (loaded when first opened). */
export function SequenceModal({
  sampleId,
  initial,
  onClose,
}: {
  sampleId: number;
  initial: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetSampleSequence(sampleId);
  const submit = () => {
    const parsed = sampleDnaBodySchema.safeParse({ sequence: text.replace(/^>.*$/m, '') });
    if (!parsed.success) {
      setProblem(t('dna.error.sampleSequenceInvalid'));
      return;
    }
    save.mutate(parsed.data.sequence, {
      onSuccess: () => {
        void feedback.message.success(t('dna.updated'));
        onClose();
      },
    });
  };
  return (
    <Modal
      open
      title={t('dna.sample.editSequence')}
      onCancel={onClose}
      onOk={submit}
      okText={t('dna.save')}
      confirmLoading={save.isPending}
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('dna.sample.sequenceHint')}
      </Typography.Paragraph>
      <Input.TextArea
        className="dna-seq-input"
        rows={8}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setProblem(null);
        }}
        aria-label={t('catalogue.dna.sequence')}
        data-testid="sample-dna-text"
      />
      {problem && <Alert type="error" showIcon style={{ marginTop: 8 }} title={problem} />}
    </Modal>
  );
}
