/** One headline number with what it counts. */
export type Stat = { value: string; label: string };

/** Headline numbers as a description list (value over label). */
export function StatList({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl border border-border bg-surface-raised p-5">
          <dt className="mt-1 text-fg-muted">{stat.label}</dt>
          <dd className="text-3xl font-extrabold tracking-tight text-fg">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
