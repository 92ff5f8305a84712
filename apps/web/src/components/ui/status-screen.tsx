import type { ReactNode } from 'react';

export interface StatusScreenProps {
  /** An icon from `icons.tsx`, shown in the oat circle. */
  icon: ReactNode;
  title: string;
  /** The spec's own English words for this state ("Something went wrong"), shown above the title. */
  spec?: string;
  /** The explanation and the actions, stacked under the title. */
  children?: ReactNode;
}

/** A full-screen state with one message: errors and malformed addresses share this layout. */
export function StatusScreen({ icon, title, spec, children }: StatusScreenProps) {
  return (
    <section
      role="alert"
      className="flex min-h-[70dvh] flex-col items-center justify-center gap-m px-l py-xxl text-center"
    >
      <span className="flex size-64 items-center justify-center rounded-full bg-oat text-mandarin">
        {icon}
      </span>
      {spec ? (
        <p lang="en" className="-mb-s text-13 font-medium text-gray-60">
          {spec}
        </p>
      ) : null}
      <h1 className="text-20 font-bold text-gray-100">{title}</h1>
      {children}
    </section>
  );
}
