import { describe, expect, it } from 'vitest';
import { channelBasicSchema, channelInfoSchema, groupFormBodySchema, passwordSchema } from '@yaoshi/contracts';
import i18n, { setLocale } from '@/lib/i18n';
import { zodRule, zodTextRule } from './form-rules';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const check = async (rule: ReturnType<typeof zodRule>, value: unknown): Promise<string | null> => {
  try {
    await (rule as { validator: Validator }).validator({}, value);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};

describe('zodRule', () => {
  it('refuses with the spec texts of the step form (zh-CN)', async () => {
    expect(i18n.language).toBe('zh-CN');
    const name = zodRule(channelBasicSchema.shape.activityName, '活动名称');
    expect(await check(name, '')).toBe('请输入活动名称');
    expect(await check(name, 'a'.repeat(21))).toBe('活动名称最多 20 个字符');
    expect(await check(name, 'a b')).toBe('活动名称只能包含汉字、字母和数字，最多 20 个字符');
    expect(await check(name, '枸杞Goji2026')).toBeNull();
    const link = zodRule(channelBasicSchema.shape.promoteLink, '推广地址');
    expect(await check(link, 'ftp://x')).toBe('推广地址须以 http:// 或 https:// 开头');
    expect(await check(link, 'https://example.com')).toBeNull();
    const content = zodRule(channelInfoSchema.shape.advertisingContent, '广告内容');
    expect(await check(content, '药'.repeat(201))).toBe('广告内容最多 200 字');
    expect(await check(content, '药'.repeat(200))).toBeNull();
    expect(await check(zodRule(channelInfoSchema.shape.keywords, '关键词'), [])).toBe('请输入关键词');
  });

  it('speaks English too', async () => {
    await setLocale('en-US');
    try {
      expect(await check(zodRule(channelBasicSchema.shape.channelType, 'Channel type'), undefined)).toBe(
        'Please select the channel type',
      );
      expect(await check(zodRule(passwordSchema, 'New password'), 'abcdef1')).toBe(
        'The password must contain an upper-case letter',
      );
    } finally {
      await setLocale('zh-CN');
    }
  });

  it('names the field when the schema has no text of its own', async () => {
    const frame = groupFormBodySchema.shape.video.shape.acquisition.shape.frameRate;
    expect(await check(zodRule(frame, '采集帧率'), 31)).toBe('帧率须在 1 到 30 之间');
    expect(await check(zodRule(frame, '采集帧率'), undefined)).toBe('采集帧率 为必填项');
  });

  it('lets an empty optional text through but still counts words', async () => {
    const description = groupFormBodySchema.shape.description;
    expect(await check(zodTextRule(description, '参数说明'), undefined)).toBeNull();
    expect(await check(zodTextRule(description, '参数说明'), '药'.repeat(201))).toBe('参数说明最多 200 字');
  });
});
