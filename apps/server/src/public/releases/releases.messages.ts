import { registerMessages } from '../../lib/messages';

/** Texts of data releases. */
export const RELEASES_MESSAGES = {
  'release.badVersion': {
    zh: '版本号须为“年份.序号”，如 2026.1 或 2026.1.1',
    en: 'A version is the year and a number, e.g. 2026.1 or 2026.1.1',
  },
  'release.badDoi': {
    zh: 'DOI 须形如 10.12345/abc（不含 https://doi.org/）',
    en: 'A DOI looks like 10.12345/abc (without https://doi.org/)',
  },
  'release.exists': {
    zh: '版本 {version} 已存在：发布版一经生成不可覆盖',
    en: 'Release {version} exists: a release is never written twice',
  },
  'release.busy': {
    zh: '版本 {version} 正在生成，请待其完成后再发布',
    en: 'Release {version} is being built: wait until it is done',
  },
  'release.notFound': { zh: '没有这个发布版', en: 'No such release' },
  'release.notReady': { zh: '该发布版尚未生成完毕', en: 'That release is not ready' },
  'release.fileMissing': {
    zh: '该发布版的文件不在本服务器的数据目录中',
    en: "The release's files are not in this server's data folder",
  },
  'release.started': { zh: '已开始生成发布版 {version}', en: 'Building release {version}' },
  'release.doiSaved': { zh: 'DOI 已保存', en: 'DOI saved' },
  'release.doiChanged': {
    zh: '发布版 {version} 的 DOI：{before} → {after}',
    en: 'DOI of release {version}: {before} → {after}',
  },
  'release.cutLog': { zh: '发布数据版本 {version}', en: 'Cut data release {version}' },
  'release.interrupted': {
    zh: '生成中断（服务器在生成时停止）',
    en: 'The build was interrupted (the server stopped while building)',
  },
} as const satisfies Record<string, { zh: string; en: string }>;

registerMessages(RELEASES_MESSAGES);
