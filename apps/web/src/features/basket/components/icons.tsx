/** Small inline icons of the basket controls (Bootstrap Icons paths, no icon font). */
const Svg = ({ d, size = 14 }: { d: string; size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
    <path d={d} />
  </svg>
);

export const PlusIcon = () => (
  <Svg d="M8 2a.75.75 0 0 1 .75.75v4.5h4.5a.75.75 0 0 1 0 1.5h-4.5v4.5a.75.75 0 0 1-1.5 0v-4.5h-4.5a.75.75 0 0 1 0-1.5h4.5v-4.5A.75.75 0 0 1 8 2" />
);
export const MinusIcon = () => (
  <Svg d="M2 8a.75.75 0 0 1 .75-.75h10.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 8" />
);
export const TrashIcon = () => (
  <Svg d="M5.5 5.5A.5.5 0 0 1 6 6v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m2.5 0a.5.5 0 0 1 .5.5v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m3 .5a.5.5 0 0 0-1 0v6a.5.5 0 0 0 1 0zM14.5 3a1 1 0 0 1-1 1H13v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4h-.5a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1H6a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1h3.5a1 1 0 0 1 1 1zM4.118 4 4 4.059V13a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V4.059L11.882 4zM2.5 3h11V2h-11z" />
);
export const CartIcon = () => (
  <Svg d="M0 1.5A.5.5 0 0 1 .5 1H2a.5.5 0 0 1 .49.4L2.89 3H14.5a.5.5 0 0 1 .49.6l-1.5 6a.5.5 0 0 1-.49.4H4.4l.3 1.5H13a.5.5 0 0 1 0 1H4.3a.5.5 0 0 1-.49-.4L1.61 2H.5a.5.5 0 0 1-.5-.5M3.1 4l1.1 5h8.9l1.25-5zM5 14a1 1 0 1 1-2 0 1 1 0 0 1 2 0m7 1a1 1 0 1 0 0-2 1 1 0 0 0 0 2" />
);
