import { Suspense } from 'react';
import { MatterDetail } from '@/features/matters/pages/MatterDetail';
import { lazyNamed } from '@/components/record-kit/lazy';
import { useUserStore } from '@/stores/user';

// Both sections sit below the matter's own text and ask the server for their own data: their
// code loads beside the page's instead of holding up its first draw. The limits are for signed-in
// people only (the section draws nothing for a visitor), so a visitor never downloads them.
const MatterDnaLibrary = lazyNamed(() => import('@/features/dna/components/MatterDnaLibrary'), 'MatterDnaLibrary');
const MatterLimits = lazyNamed(() => import('@/features/standards/components/MatterLimits'), 'MatterLimits');

/** The matter page with the sections the standards and DNA features contribute. */
export default function MatterDetailPage() {
  const signedIn = useUserStore((s) => Boolean(s.role));
  return (
    <MatterDetail
      limits={(m) =>
        signedIn ? (
          <Suspense fallback={null}>
            <MatterLimits matterId={m.id} />
          </Suspense>
        ) : null
      }
      dnaLibrary={(m) => (
        <Suspense fallback={null}>
          <MatterDnaLibrary
            matterId={m.id}
            materialNum={m.material_num}
            latinName={m.latin_name}
            dna={m.material_dna}
          />
        </Suspense>
      )}
    />
  );
}
