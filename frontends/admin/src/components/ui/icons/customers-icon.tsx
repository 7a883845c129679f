import { SvgIcon, type IconProps } from "@stringing/ui/components/icons/svg-icon";

export function CustomersIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21a7 7 0 0 1 14 0M16 3.1a4 4 0 0 1 0 7.8M22 21a7 7 0 0 0-4-6.3" />
    </SvgIcon>
  );
}
