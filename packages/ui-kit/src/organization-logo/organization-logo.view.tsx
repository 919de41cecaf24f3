/** The box of every organization logo (server/assets/logos): 160 × 40, the files' own ratio. */
export const ORGANIZATION_LOGO = { width: 160, height: 40 } as const;

export interface OrganizationLogoProps {
  readonly src: string;
  /** The organization's name, read in place of the logo. */
  readonly alt: string;
}

/**
 * An organization's logo in a box of its own size before the file arrives, so nothing below it moves
 * when it loads; a file of another ratio is fitted inside, never stretched.
 */
export function OrganizationLogo({ src, alt }: OrganizationLogoProps) {
  return (
    <img
      className="tx-organization-logo"
      src={src}
      alt={alt}
      width={ORGANIZATION_LOGO.width}
      height={ORGANIZATION_LOGO.height}
    />
  );
}
