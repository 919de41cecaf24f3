import type { ContentStore } from '@tripx/ui-flow';
import { OrganizationLogo } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';

interface Props {
  readonly content: ContentStore;
  /** Shows the organization's name when its category shows no logo (a direct brand such as CM). */
  readonly named?: boolean;
}

/** An organization's face from its content: its logo when its category shows one (spec 6). */
export const OrganizationBrand = observer(function OrganizationBrand({ content, named = false }: Props) {
  if (content.logoUrl)
    return (
      <p className="adm-brand-line">
        <OrganizationLogo src={content.logoUrl} alt={content.organizationName} />
      </p>
    );
  return named && content.organizationName ? (
    <p className="adm-brand-line">{content.organizationName}</p>
  ) : null;
});
