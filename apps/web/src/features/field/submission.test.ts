import { describe, expect, it } from 'vitest';
import { fieldSubmissionSchema } from '@yaoshi/contracts';
import type { QueuedRecord } from './field-db';
import { problemOf, toSubmission } from './submission';

const record = (over: Partial<QueuedRecord> = {}): QueuedRecord => ({
  id: '0b6f2f0e-3c1a-4f7e-9a57-4c1f1f6f7a10',
  kind: 'matter',
  status: 'waiting',
  subjectId: 7,
  subjectName: '枸杞子',
  name: '枸杞子 田野',
  label: null,
  position: { latitude: 37.5, longitude: 105.2, accuracy: 8, taken_at: 1_720_000_000 },
  place: '中宁',
  region: '640500',
  collectedAt: 1_720_000_000,
  supplier: '张记',
  source: 'herb-market',
  quantity: 250,
  unit: 'g',
  notes: '',
  confirmedAt: 1_720_000_020,
  photos: [
    {
      name: 'a.jpg',
      type: 'image/jpeg',
      takenAt: 1_720_000_010,
      data: new Blob(),
      url: `/api/files/${'a'.repeat(64)}`,
    },
  ],
  collector: 'user',
  createdAt: 0,
  updatedAt: 0,
  ...over,
});

describe('field submission from a queued record', () => {
  it('is what the shared contracts schema accepts, with uploaded photos only', () => {
    const s = toSubmission(
      record({ photos: [...record().photos, { name: 'b.jpg', type: 'image/jpeg', takenAt: 1, data: new Blob() }] }),
    );
    const parsed = fieldSubmissionSchema.parse(s);
    expect(parsed.kind).toBe('matter');
    expect(parsed.sample).toMatchObject({ matter_id: 7, ms_area: '640500', ms_media_time: 1_720_000_010 });
    expect((parsed.sample as { images: string[] }).images).toHaveLength(1);
    expect(problemOf(record())).toBeNull();
  });

  it('carries the collector signature: the statement confirmed on the device, the password typed at sync', () => {
    const parsed = fieldSubmissionSchema.parse(toSubmission(record(), 'secret'));
    expect(parsed.signature).toEqual({ password: 'secret', meaning: 'collect', confirmed_at: 1_720_000_020 });
    // Checked before sending, with no password typed yet: still a valid record.
    expect(fieldSubmissionSchema.safeParse(toSubmission(record())).success).toBe(true);
  });

  it('builds a product sample from the same record shape', () => {
    const parsed = fieldSubmissionSchema.parse(toSubmission(record({ kind: 'product' })));
    expect(parsed.sample).toMatchObject({ product_id: 7, product_sample_coll_vol: 250 });
  });

  it('names the first problem the server would refuse', () => {
    expect(problemOf(record({ region: '12' }))?.path).toBe('sample.ms_area');
    expect(problemOf(record({ label: 'not a label!' }))?.path).toBe('label');
  });
});
