import type { ReleaseFile } from '@yaoshi/contracts';
import { parseJson } from '../../modules/records/record-json';
import { type ReleaseMeta, TITLE, dataciteMetadata, licenseOf } from './release-metadata';
import type { ReleaseRow } from './release-rows.repository';

const isoOf = (sec: number) => new Date(sec * 1000).toISOString().replace(/\.000Z$/, 'Z');

/** The release's own description as its files give it (the DOI comes from the row). */
export function metaOf(r: ReleaseRow, institute: ReleaseMeta['institute'], baseUrl: string): ReleaseMeta {
  return {
    version: r.version,
    created: isoOf(Number(r.created_at)),
    license: r.license,
    notes: r.notes,
    institute,
    curator: r.created_by_name,
    previousVersion: r.previous_version,
    baseUrl,
  };
}

/** DataCite metadata of a release with its DOI (and its predecessor's) once minted. */
export function dataciteOf(r: ReleaseRow, all: ReleaseRow[], institute: ReleaseMeta['institute'], baseUrl: string) {
  const previous = all.find((x) => x.version === r.previous_version);
  return dataciteMetadata(metaOf(r, institute, baseUrl), parseJson<ReleaseFile[]>(r.files_json, []), {
    doi: r.doi,
    previousDoi: previous?.doi ?? null,
  });
}

/**
 * Every ready release as a DCAT 3 catalogue in JSON-LD: one dataset per release, linked to the
 * one before it (dcat:previousVersion), with a distribution per file carrying its SHA-256.
 */
export function dcatCatalog(ready: ReleaseRow[], institute: ReleaseMeta['institute'], baseUrl: string) {
  const api = `${baseUrl}/api/releases`;
  return {
    '@context': {
      dcat: 'http://www.w3.org/ns/dcat#',
      dct: 'http://purl.org/dc/terms/',
      foaf: 'http://xmlns.com/foaf/0.1/',
      spdx: 'http://spdx.org/rdf/terms#',
      xsd: 'http://www.w3.org/2001/XMLSchema#',
    },
    '@id': `${api}/catalog.jsonld`,
    '@type': 'dcat:Catalog',
    'dct:title': [
      { '@value': `${TITLE.en} — releases`, '@language': 'en' },
      { '@value': `${TITLE.zh}发布版`, '@language': 'zh' },
    ],
    'dct:publisher': { '@type': 'foaf:Organization', 'foaf:name': institute.en },
    'dcat:dataset': ready.map((r) => {
      const files = parseJson<ReleaseFile[]>(r.files_json, []);
      const license = licenseOf(r.license);
      return {
        '@id': `${api}/${r.version}`,
        '@type': 'dcat:Dataset',
        'dct:title': `${TITLE.en} ${r.version}`,
        'dcat:version': r.version,
        'dct:issued': { '@value': isoOf(Number(r.created_at)), '@type': 'xsd:dateTime' },
        'dct:license': { '@id': license.path },
        ...(r.doi ? { 'dct:identifier': `https://doi.org/${r.doi}` } : {}),
        ...(r.previous_version ? { 'dcat:previousVersion': { '@id': `${api}/${r.previous_version}` } } : {}),
        'dcat:distribution': files.map((f) => ({
          '@type': 'dcat:Distribution',
          'dct:title': f.name,
          'dcat:downloadURL': { '@id': `${api}/${r.version}/files/${f.name}` },
          'dcat:mediaType': { '@id': `https://www.iana.org/assignments/media-types/${f.mediatype}` },
          'dcat:byteSize': { '@value': String(f.bytes), '@type': 'xsd:nonNegativeInteger' },
          'spdx:checksum': {
            '@type': 'spdx:Checksum',
            'spdx:algorithm': { '@id': 'spdx:checksumAlgorithm_sha256' },
            'spdx:checksumValue': f.sha256,
          },
        })),
      };
    }),
  };
}
