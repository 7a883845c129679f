import { SvgIcon, type IconProps } from "@stringing/ui/components/icons/svg-icon";

export function MarketingIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m2 7 10 6 10-6" />
    </SvgIcon>
  );
}
