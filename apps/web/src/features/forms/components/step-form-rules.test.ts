import { describe, expect, it } from 'vitest';
import { channelBasicSchema, channelInfoSchema } from '@yaoshi/contracts';
import i18n, { setLocale } from '@/lib/i18n';
import { zodRule } from '@/components/console-kit';
import { toDates } from './step-fields';

/**
 * Every rule of the step form (BasicInfoStep, ChannelInfoStep) with the text under its field,
 * in both languages, built as the steps build them. The browser spec (console-forms.spec.ts)
 * walks the form once with a few of them.
 */
type Validator = (rule: unknown, value: unknown) => Promise<void>;
const check = async (rule: ReturnType<typeof zodRule>, value: unknown): Promise<string | null> => {
  try {
    await (rule as { validator: Validator }).validator({}, value);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};
const label = (k: string) => i18n.t(`stepForm.label.${k}`);
const basic = channelBasicSchema.shape;
const info = channelInfoSchema.shape;
const rules = () => ({
  activityName: zodRule(basic.activityName, label('activityName')),
  channelType: zodRule(basic.channelType, label('channelType')),
  promotionTime: zodRule(basic.promotionTime, label('promotionTime'), toDates),
  promoteLink: zodRule(basic.promoteLink, label('promoteLink')),
  advertisingSource: zodRule(info.advertisingSource, label('advertisingSource')),
  advertisingMedia: zodRule(info.advertisingMedia, label('advertisingMedia')),
  keywords: zodRule(info.keywords, label('keywords')),
  advertisingContent: zodRule(info.advertisingContent, label('advertisingContent')),
});

describe('step form rules (zh-CN)', () => {
  it('asks for every required field of both steps', async () => {
    expect(i18n.language).toBe('zh-CN');
    const r = rules();
    expect(await check(r.activityName, '')).toBe('请输入活动名称');
    expect(await check(r.channelType, undefined)).toBe('请选择渠道类型');
    expect(await check(r.promotionTime, undefined)).toBe('请选择推广时间');
    expect(await check(r.promoteLink, '')).toBe('请输入推广地址');
    expect(await check(r.advertisingSource, undefined)).toBe('请选择广告来源');
    expect(await check(r.advertisingMedia, undefined)).toBe('请选择广告媒介');
    expect(await check(r.keywords, [])).toBe('请输入关键词');
    expect(await check(r.advertisingContent, '')).toBe('请输入广告内容');
  });

  it('names what is wrong with a name, a link or a long text', async () => {
    const r = rules();
    expect(await check(r.activityName, 'a'.repeat(21))).toBe('活动名称最多 20 个字符');
    expect(await check(r.activityName, '药食 同源!')).toBe('活动名称只能包含汉字、字母和数字，最多 20 个字符');
    expect(await check(r.promoteLink, 'ftp://example.com')).toBe('推广地址须以 http:// 或 https:// 开头');
    expect(await check(r.promoteLink, 'www.example.com')).toBe('推广地址须以 http:// 或 https:// 开头');
    expect(await check(r.advertisingContent, '药'.repeat(201))).toBe('广告内容最多 200 字');
  });

  it('lets a valid channel through', async () => {
    const r = rules();
    expect(await check(r.activityName, 'E2E渠道2026')).toBeNull();
    expect(await check(r.promoteLink, 'https://example.com/yaoshi')).toBeNull();
    expect(await check(r.keywords, ['枸杞'])).toBeNull();
    expect(await check(r.advertisingContent, '药食同源 枸杞 推广')).toBeNull();
  });
});

describe('step form rules (en-US)', () => {
  it('says the same in English', async () => {
    await setLocale('en-US');
    try {
      const r = rules();
      expect(await check(r.activityName, '')).toBe('Please enter the activity name');
      expect(await check(r.channelType, undefined)).toBe('Please select the channel type');
      expect(await check(r.promotionTime, undefined)).toBe('Please select the promotion time');
      expect(await check(r.activityName, 'x'.repeat(21))).toBe('The activity name has at most 20 characters');
      expect(await check(r.activityName, 'bad name')).toBe(
        'The activity name may only contain Chinese characters, letters and digits, up to 20 characters',
      );
      expect(await check(r.promoteLink, 'example.com')).toBe('The promote link must start with http:// or https://');
    } finally {
      await setLocale('zh-CN');
    }
  });
});
