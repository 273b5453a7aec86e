/** The line above a boosted post: "Bob boosted", Bob linking to his profile. */
import { useTranslation } from '../../i18n/react';
import type { Account } from '../../domain/entities';
import { profilePath } from '../../services/routing/paths';
import { DisplayName } from '../common/DisplayName';
import { Icon } from '../common/Icon';
import { InternalLink } from '../common/InternalLink';

const NAME_SLOT = '\u0000name\u0000';

export function BoostedBy({ booster }: { booster: Account }) {
  const { t } = useTranslation();
  // The translated sentence places the name; the name itself is rendered (custom emoji), not interpolated.
  const [before = '', after = ''] = t('status.boostedBy', { name: NAME_SLOT }).split(NAME_SLOT);
  return (
    <div className="status__boosted-by">
      <Icon name="boost" />
      <span>
        {before}
        <InternalLink to={profilePath(booster.acct)} className="status__booster">
          <DisplayName account={booster} />
        </InternalLink>
        {after}
      </span>
    </div>
  );
}
