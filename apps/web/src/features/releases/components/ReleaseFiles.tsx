import { Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Release } from '@yaoshi/contracts';
import { downloadFile, saveFile } from '@/components/record-kit/download';
import { releaseFileUrl } from '../api/releases-api';

/** The files most people want first; the rest are listed in datapackage.json and SHA256SUMS. */
const MAIN = (version: string) => [
  'datapackage.json',
  `yaoshi-${version}.sqlite`,
  'RELEASE_NOTES.md',
  'CITATION.cff',
  'SHA256SUMS',
];

/** Download links of a release (sent with the session, so they work when the open read API is off). */
export function ReleaseFiles({ release }: { release: Release }) {
  const names = new Set(release.files.map((f) => f.name));
  return (
    <Space wrap size={4}>
      {MAIN(release.version)
        .filter((n) => names.has(n))
        .map((name) => (
          <Button
            key={name}
            size="small"
            icon={<DownloadOutlined />}
            href={releaseFileUrl(release.version, name)}
            onClick={(e) => {
              e.preventDefault();
              void downloadFile(releaseFileUrl(release.version, name), {}, name).then(saveFile);
            }}
          >
            {name}
          </Button>
        ))}
    </Space>
  );
}
