import { registerMessages } from '../../lib/messages';

/** Texts of the DNA library and identification; {field} etc. are filled per answer. */
export const DNA_MESSAGES = {
  'dna.fasta.empty': { zh: '{field}：没有任何序列', en: '{field}: there is no sequence' },
  'dna.fasta.noHeader': {
    zh: '{field}：第 {line} 行的序列前没有以“>”开头的标题行',
    en: '{field}: the sequence on line {line} has no header line starting with ">"',
  },
  'dna.fasta.emptySequence': {
    zh: '{field}：第 {record} 条记录（第 {line} 行）没有序列',
    en: '{field}: record {record} (line {line}) has no sequence',
  },
  'dna.fasta.badCharacter': {
    zh: '{field}：第 {record} 条记录第 {line} 行含非 IUPAC 字符“{char}”',
    en: '{field}: record {record}, line {line} contains "{char}", which is not an IUPAC nucleotide code',
  },
  'dna.fasta.tooMany': { zh: '{field}：最多 {max} 条序列', en: '{field}: at most {max} sequences' },
  'dna.fasta.tooLong': {
    zh: '{field}：第 {record} 条记录（第 {line} 行）超过 {max} bp',
    en: '{field}: record {record} (line {line}) is longer than {max} bp',
  },
  'dna.fasta.tooShort': {
    zh: '{field}：第 {record} 条记录（第 {line} 行）短于 {min} bp',
    en: '{field}: record {record} (line {line}) is shorter than {min} bp',
  },
  'dna.header.fields': {
    zh: '{field}：第 {record} 条记录（第 {line} 行）的标题须为“物质编号|标记|物种|来源”',
    en: '{field}: the header of record {record} (line {line}) must be "matter number|marker|species|source"',
  },
  'dna.header.matter': {
    zh: '{field}：第 {record} 条记录（第 {line} 行）的物质编号 {num} 不存在',
    en: '{field}: record {record} (line {line}) names matter {num}, which does not exist',
  },
  'dna.header.otherMatter': {
    zh: '{field}：第 {record} 条记录（第 {line} 行）属于另一物质 {num}',
    en: '{field}: record {record} (line {line}) belongs to another matter ({num})',
  },
  'dna.header.marker': {
    zh: '{field}：第 {record} 条记录（第 {line} 行）的标记“{marker}”不受支持（可用：{markers}）',
    en: '{field}: record {record} (line {line}) has marker "{marker}"; use one of {markers}',
  },
  'dna.header.species': {
    zh: '{field}：第 {record} 条记录（第 {line} 行）的物种“{species}”不是拉丁学名（如 Lycium barbarum）',
    en: '{field}: record {record} (line {line}): "{species}" is not a Latin species name (e.g. Lycium barbarum)',
  },
  'dna.header.source': {
    zh: '{field}：第 {record} 条记录（第 {line} 行）的来源过长或含“|”',
    en: '{field}: the source of record {record} (line {line}) is too long or contains "|"',
  },
  'dna.speciesInvalid': {
    zh: '{field} 须为拉丁学名（属名首字母大写，如 Lycium barbarum）',
    en: '{field} must be a Latin species name (capitalised genus, e.g. Lycium barbarum)',
  },
  'dna.sourceInvalid': { zh: '{field} 不能包含“|”', en: '{field} may not contain "|"' },
  'dna.sampleSequenceInvalid': {
    zh: '{field} 须为至少 30 个 IUPAC 碱基字母的序列（或留空）',
    en: '{field} must be at least 30 IUPAC nucleotide letters (or empty)',
  },
  'dna.noSequence': { zh: '该样品还没有 DNA 序列', en: 'This sample has no DNA sequence yet' },
  'dna.busy': {
    zh: '鉴定任务排队已满（{max} 个），请稍后再试',
    en: 'The identification queue is full ({max} jobs); try again shortly',
  },
  'dna.quota': {
    zh: '每 {minutes} 分钟最多鉴定 {limit} 条序列，请稍后再试',
    en: 'At most {limit} sequences may be identified per {minutes} minutes; try again later',
  },
  'dna.imported': { zh: '已导入', en: 'Imported' },
} as const;

registerMessages(DNA_MESSAGES);
