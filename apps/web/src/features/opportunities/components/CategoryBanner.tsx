import type { OpportunityCard } from '@indiwave/domain/contract/opportunities';

/** The gradient of each category (ids of OPPORTUNITY_CATEGORIES). */
const GRADIENTS: Record<number, string> = {
  1: 'from-[#f7971e] to-[#c0392b]',
  2: 'from-[#8e2de2] to-[#4a00e0]',
  3: 'from-[#11998e] to-[#1d2671]',
  4: 'from-[#ee0979] to-[#ff6a00]',
  5: 'from-[#2193b0] to-[#0f3057]',
};

/** The contest image, or the category's gradient with the brand's name on it. */
export function CategoryBanner({ opportunity, isLarge = false }: { opportunity: Pick<OpportunityCard, 'image' | 'brand_name' | 'category'>; isLarge?: boolean }) {
  const height = isLarge ? 'h-40 md:h-56' : 'h-28';
  if (opportunity.image) return <img src={opportunity.image} alt="" className={`${height} w-full object-cover`} />;
  return (
    <div aria-hidden className={`${height} flex w-full items-end bg-gradient-to-br ${GRADIENTS[opportunity.category.id] ?? GRADIENTS[2]} p-4`}>
      <span className={`${isLarge ? 'text-3xl md:text-4xl' : 'text-xl'} font-black tracking-tight text-white/90 drop-shadow`}>{opportunity.brand_name}</span>
    </div>
  );
}
