import { describe, expect, it } from 'vitest';
import { passwordChangeBodySchema, userSaveInfoBodySchema } from '@yaoshi/contracts';
import i18n from '@/lib/i18n';
import { zodRule, zodTextRule } from '@/components/console-kit';

/**
 * The rules of the user-setting forms (BasicInfoForm, PasswordForm), with the texts the person
 * reads under each field. The browser specs type one wrong value per form; every rule is here.
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
const basic = userSaveInfoBodySchema.shape;
const label = (k: string) => i18n.t(`userSetting.field.${k}`);

describe('basic information rules', () => {
  it('asks for an email, in a valid form', async () => {
    const email = zodRule(basic.email, label('email'));
    expect(await check(email, '')).toBe('请输入邮箱');
    expect(await check(email, 'not-an-email')).toBe('邮箱格式不正确');
    expect(await check(email, 'e2e@example.com')).toBeNull();
  });

  it('asks for a nickname', async () => {
    const nickname = zodRule(basic.nickname, label('nickname'));
    expect(await check(nickname, '')).toBe('请输入昵称');
    expect(await check(nickname, 'e2e12345')).toBeNull();
  });

  it('keeps the profile to 200 words (each CJK character one), empty allowed', async () => {
    const profile = zodTextRule(basic.profile, label('profile'));
    expect(await check(profile, '药'.repeat(201))).toBe('个人简介最多 200 字');
    expect(await check(profile, '药'.repeat(200))).toBeNull();
    expect(await check(profile, undefined)).toBeNull();
  });
});

describe('new password rules', () => {
  const fresh = zodRule(passwordChangeBodySchema.shape.newPassword, i18n.t('userSetting.password.new'));

  it('names what a new password lacks', async () => {
    for (const [value, text] of [
      ['Ab1', '密码至少 6 位'],
      ['Abc 123', '密码不能包含空格'],
      ['Abcdefg', '密码须包含数字'],
      ['abcdef1', '密码须包含大写字母'],
      ['ABCDEF1', '密码须包含小写字母'],
    ] as const) {
      expect(await check(fresh, value), value).toBe(text);
    }
  });

  it('accepts one with a digit, an upper- and a lower-case letter', async () => {
    expect(await check(fresh, 'E2eNew2026')).toBeNull();
  });
});
