import type { NutrientRow, Product, ProductRow, productCreateSchema } from '@yaoshi/contracts';
import type { z } from 'zod';
import type { ProductsTable } from '../../db/tables/catalogue';
import { firstImage, parseJson, toJson } from '../records/record-json';
import type { ProductListRow } from './products.repository';

// The compliance columns have database defaults (Generated for inserts); read rows carry them.
type DbProduct = Omit<ProductsTable, 'id' | 'compliance_json' | 'compliance_status'> & {
  id: number;
  compliance_json: string;
  compliance_status: string;
};
export type ProductInput = z.output<typeof productCreateSchema>;

export function productColumns(input: Partial<ProductInput>): Partial<Omit<DbProduct, 'id'>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === 'matter_ids') continue;
    out[key] = key === 'images' || key === 'product_nutrients_json' ? toJson(value) : value;
  }
  return out as Partial<Omit<DbProduct, 'id'>>;
}

const num = (v: number | null) => (v === null ? null : Number(v));

export function toProduct(r: DbProduct, matterIds: number[]): Product {
  return {
    id: Number(r.id),
    product_num: r.product_num,
    product_name: r.product_name,
    images: parseJson(r.images, []),
    product_component: r.product_component,
    product_type: r.product_type,
    product_specs: r.product_specs,
    product_nutrients_json: parseJson<NutrientRow[]>(r.product_nutrients_json, []),
    product_dev_basis: r.product_dev_basis,
    product_research: r.product_research,
    product_brand: r.product_brand,
    product_factory: r.product_factory,
    product_address: r.product_address,
    product_release_time: num(r.product_release_time),
    product_barcode: r.product_barcode,
    matter_ids: matterIds,
    compliance_status: r.compliance_status as Product['compliance_status'],
    status: r.status as Product['status'],
    is_demo: r.is_demo === 1,
    view_count: Number(r.view_count),
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    created_by: num(r.created_by),
    updated_by: num(r.updated_by),
  };
}

export function toProductRow(r: ProductListRow, counts: { matters: number; samples: number }): ProductRow {
  return {
    id: Number(r.id),
    product_num: r.product_num,
    product_name: r.product_name,
    image: firstImage(r.images),
    product_brand: r.product_brand,
    product_type: r.product_type,
    product_barcode: r.product_barcode,
    product_release_time: num(r.product_release_time),
    matter_count: counts.matters,
    sample_count: counts.samples,
    view_count: Number(r.view_count),
    updated_at: Number(r.updated_at),
    status: r.status as ProductRow['status'],
    is_demo: r.is_demo === 1,
    compliance_status: r.compliance_status as ProductRow['compliance_status'],
  };
}
