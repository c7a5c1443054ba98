import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_DISPLAY_TZ, isValidTimeZone } from './lib/display-time';
import { defaultMaxConnections, type WireLimits } from './lib/wire-limits';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  YAOSHI_DEMO: flag.default(true),
  /** Visitors' counts and links include generated demo records too (badged); off: they are left out. */
  YAOSHI_DEMO_VISITORS: flag.default(false),
  SESSION_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(12),
  REMEMBER_DAYS: z.coerce.number().positive().max(365).default(30),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  TRUST_PROXY: flag.default(false),
  BODY_LIMIT_KB: z.coerce.number().int().positive().default(1024),
  UPLOAD_LIMIT_MB: z.coerce.number().positive().default(10),
  /** Bytes one user may upload per 24 hours, and uploads per 10 minutes (both 42900 past them). */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
  UPLOADS_PER_10_MIN: z.coerce.number().int().positive().default(60),
  /** Heap of the import worker thread: an import that needs more fails with 41300, the server stays up. */
  IMPORT_MEMORY_MB: z.coerce.number().int().min(128).max(65536).default(512),
  /** DNA identification: default thresholds (a request may set its own within 80–100 / 50–100 %). */
  DNA_MIN_IDENTITY: z.coerce.number().min(80).max(100).default(97),
  DNA_MIN_COVERAGE: z.coerce.number().min(50).max(100).default(90),
  /** Query sequences one user may identify per 10 minutes in one server process. */
  DNA_QUERIES_PER_10_MIN: z.coerce.number().int().positive().default(2000),
  /** Wire limits (lib/wire-limits.ts), in seconds: a 10 MB upload at 128 kbit/s takes about 11 minutes. */
  HEADERS_TIMEOUT_S: z.coerce.number().positive().max(3600).default(20),
  REQUEST_TIMEOUT_S: z.coerce.number().positive().max(86400).default(900),
  KEEP_ALIVE_TIMEOUT_S: z.coerce.number().positive().max(3600).default(72),
  /** A connection on which nothing moves either way for this long is closed; 0: never. */
  IDLE_TIMEOUT_S: z.coerce.number().min(0).max(86400).default(300),
  /** A request body slower than this over any window of BODY_RATE_WINDOW_S is dropped (408); 0: no minimum. */
  BODY_MIN_BYTES_PER_S: z.coerce.number().min(0).default(1024),
  BODY_RATE_WINDOW_S: z.coerce.number().positive().max(3600).default(30),
  /** Connections per server process; default 80 % of its open-file limit. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).optional(),
  SQLITE_CACHE_MB: z.coerce.number().int().min(2).max(65536).default(256),
  /** Server processes on the one port (node:cluster); default one per core. */
  WORKERS: z.coerce.number().int().min(1).max(256).default(os.availableParallelism()),
  /** PostgreSQL connections per process: workers × servers × this ≤ max_connections. */
  PG_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** Scheduled backups go here (off when unset); see modules/backup. */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 366)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10000).default(7),
  /** Prometheus /metrics answers only `Authorization: Bearer <this>`; unset: /metrics is off (404). */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  /** The one display time zone (IANA name): dates shown, exported, typed and bucketed by day. */
  DISPLAY_TZ: z
    .string()
    .trim()
    .refine(isValidTimeZone, 'must be an IANA time zone name such as Asia/Shanghai or UTC')
    .default(DEFAULT_DISPLAY_TZ),
  /** Report PDFs: a CJK .ttf/.otf/.ttc to embed; unset: the shipped Noto Sans SC. */
  REPORT_FONT: z.string().trim().min(1).optional(),
  /** The institute printed at the top of report PDFs and pages. */
  INSTITUTE_NAME: z.string().trim().min(1).max(100).default('药食同源研究所'),
  INSTITUTE_NAME_EN: z.string().trim().min(1).max(200).default('Institute of Medicine-and-Food Homologous Substances'),
  /** Origin of the report permalinks in QR codes, e.g. https://yaoshi.example.org; unset: the request's origin. */
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Licence of the data releases (an SPDX identifier), written into each release's datapackage.json. */
  RELEASE_LICENSE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9.+-]*$/, 'must be an SPDX licence identifier such as CC-BY-4.0')
    .default('CC-BY-4.0'),
  /**
   * Map tiles of the field samples view, e.g. https://tiles.example.org/{z}/{x}/{y}.png (an XYZ
   * template); unset: the view is a list by region and date, with no request leaving the site.
   */
  FIELD_TILE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S*\{z\}\S*$/, 'must be an http(s) XYZ template with {z}, {x} and {y}')
    .optional(),
  /** The tile provider's required credit, shown on the map. */
  FIELD_TILE_ATTRIBUTION: z.string().trim().max(300).default(''),
  FIELD_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(18),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  logLevel: string;
  demo: boolean;
  /** YAOSHI_DEMO_VISITORS: visitors' counts and links include demo records (record-visibility.ts linkReach). */
  demoForVisitors: boolean;
  sessionSeconds: number;
  rememberSeconds: number;
  webDist: string;
  trustProxy: boolean;
  bodyLimit: number;
  uploadLimit: number;
  uploadQuota: number;
  uploadsPer10Min: number;
  /** IMPORT_MEMORY_MB: the import worker's heap limit. */
  importMemoryMb: number;
  /** DNA_MIN_IDENTITY, DNA_MIN_COVERAGE, DNA_QUERIES_PER_10_MIN. */
  dna: { minIdentity: number; minCoverage: number; queriesPer10Min: number };
  /** HEADERS_TIMEOUT_S … MAX_CONNECTIONS. */
  wire: WireLimits;
  sqliteCacheMb: number;
  workers: number;
  pgPoolSize: number;
  /** Absolute; undefined: no scheduled backups. */
  backupDir?: string;
  backupIntervalHours: number;
  backupKeep: number;
  /** undefined: /metrics is off. */
  metricsToken?: string;
  /** IANA time zone every date is shown, exported, parsed and bucketed in (DISPLAY_TZ). */
  displayTz: string;
  /** REPORT_FONT; undefined: the shipped Noto Sans SC, else a system CJK font (modules/lab/reports/report-pdf-font.ts). */
  reportFont?: string;
  /** Not from the environment: tests point the shipped font and the system font folder elsewhere. */
  reportFontLookup?: { shipped?: string | null; systemFontDir?: string };
  institute: { zh: string; en: string };
  /** PUBLIC_BASE_URL without a trailing slash; undefined: the request's origin. */
  publicBaseUrl?: string;
  /** RELEASE_LICENSE: the SPDX licence of data releases (files under dataDir/releases). */
  releaseLicense: string;
  /** FIELD_TILE_*: the field samples map's tile server; undefined: the list view only. */
  fieldTiles?: { url: string; attribution: string; maxZoom: number };
};

export class ConfigError extends Error {}

/** Reads the environment once; on error names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Node refuses a headers timeout longer than the request timeout.
  if (e.HEADERS_TIMEOUT_S > e.REQUEST_TIMEOUT_S)
    throw new ConfigError('Invalid configuration:\n  HEADERS_TIMEOUT_S: must not exceed REQUEST_TIMEOUT_S');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    demo: e.YAOSHI_DEMO,
    demoForVisitors: e.YAOSHI_DEMO_VISITORS,
    sessionSeconds: Math.round(e.SESSION_HOURS * 3600),
    rememberSeconds: Math.round(e.REMEMBER_DAYS * 86400),
    webDist: path.resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT_KB * 1024,
    uploadLimit: Math.round(e.UPLOAD_LIMIT_MB * 1024 * 1024),
    uploadQuota: Math.round(e.UPLOAD_QUOTA_MB * 1024 * 1024),
    uploadsPer10Min: e.UPLOADS_PER_10_MIN,
    importMemoryMb: e.IMPORT_MEMORY_MB,
    dna: {
      minIdentity: e.DNA_MIN_IDENTITY,
      minCoverage: e.DNA_MIN_COVERAGE,
      queriesPer10Min: e.DNA_QUERIES_PER_10_MIN,
    },
    wire: {
      headersTimeoutMs: Math.round(e.HEADERS_TIMEOUT_S * 1000),
      requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_S * 1000),
      keepAliveTimeoutMs: Math.round(e.KEEP_ALIVE_TIMEOUT_S * 1000),
      idleTimeoutMs: Math.round(e.IDLE_TIMEOUT_S * 1000),
      bodyMinBytesPerS: e.BODY_MIN_BYTES_PER_S,
      bodyRateWindowMs: Math.round(e.BODY_RATE_WINDOW_S * 1000),
      maxConnections: e.MAX_CONNECTIONS ?? defaultMaxConnections(),
    },
    sqliteCacheMb: e.SQLITE_CACHE_MB,
    workers: e.WORKERS,
    pgPoolSize: e.PG_POOL_SIZE,
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : undefined,
    backupIntervalHours: e.BACKUP_INTERVAL_HOURS,
    backupKeep: e.BACKUP_KEEP,
    metricsToken: e.METRICS_TOKEN,
    displayTz: e.DISPLAY_TZ,
    reportFont: e.REPORT_FONT ? path.resolve(e.REPORT_FONT) : undefined,
    institute: { zh: e.INSTITUTE_NAME, en: e.INSTITUTE_NAME_EN },
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    releaseLicense: e.RELEASE_LICENSE,
    fieldTiles: e.FIELD_TILE_URL
      ? { url: e.FIELD_TILE_URL, attribution: e.FIELD_TILE_ATTRIBUTION, maxZoom: e.FIELD_TILE_MAX_ZOOM }
      : undefined,
  };
}
