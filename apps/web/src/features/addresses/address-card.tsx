import { useTranslation } from 'react-i18next';
import type { Address, PostalAddress } from '@chorok/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';

/** The road-name address with Daum's 참고항목: "서울 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)". */
export function roadLine(postal: PostalAddress) {
  return [postal.roadAddress || postal.address, postal.extraAddress].filter(Boolean).join(' ');
}

/** [우편번호] 도로명 + 상세 주소, then 지번 in small print. */
export function PostalLines({
  postal,
  detail,
  className,
}: {
  postal: PostalAddress;
  detail?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('text-14 leading-20 text-gray-80', className)}>
      <p>
        <span className="price-nums mr-4 text-gray-60">
          <span className="sr-only">{t('addresses.card.zonecode')} </span>[{postal.zonecode}]
        </span>
        {roadLine(postal)}
        {detail ? ` ${detail}` : null}
      </p>
      {postal.jibunAddress && postal.jibunAddress !== postal.roadAddress ? (
        <p className="mt-2 text-12 text-gray-60">
          {t('addresses.card.jibun')} {postal.jibunAddress}
        </p>
      ) : null}
    </div>
  );
}

/** An address-book entry: receiver (with the default mark), phone, address and request. */
export function AddressSummary({
  address,
  headingLevel = 3,
  showRequest = true,
}: {
  address: Address;
  headingLevel?: 2 | 3;
  showRequest?: boolean;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="min-w-0">
      <div className="flex items-center gap-s">
        <Heading className="truncate text-16 font-bold text-gray-100">
          {address.receiverName}
        </Heading>
        {address.isDefault === 1 ? (
          <Badge variant="secondary" className="shrink-0">
            {t('addresses.card.default')}
          </Badge>
        ) : null}
      </div>
      <p className="price-nums mt-4 text-14 text-gray-70">{address.receiverPhoneNumber}</p>
      <PostalLines postal={address.address} detail={address.detailAddress} className="mt-4" />
      {showRequest && address.requestText ? (
        <p className="mt-s text-13 text-gray-60">“{address.requestText}”</p>
      ) : null}
    </div>
  );
}
