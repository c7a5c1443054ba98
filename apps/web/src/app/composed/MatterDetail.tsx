import { MatterDetail } from '@/features/matters/pages/MatterDetail';
import { MatterDnaLibrary } from '@/features/dna/components/MatterDnaLibrary';
import { MatterLimits } from '@/features/standards/components/MatterLimits';

/** The matter page with the sections the standards and DNA features contribute. */
export default function MatterDetailPage() {
  return (
    <MatterDetail
      limits={(m) => <MatterLimits matterId={m.id} />}
      dnaLibrary={(m) => (
        <MatterDnaLibrary matterId={m.id} materialNum={m.material_num} latinName={m.latin_name} dna={m.material_dna} />
      )}
    />
  );
}
