import { Stack } from '@mantine/core';
import { moneyMessages } from '@lavado/shared/messages/money';
import type { ReactNode } from 'react';
import { phoneLabel } from '../contact/phone';
import { useContactCard } from '../organization/contactCard';
import { PrintActions } from '../print/PrintActions';
import classes from './receipt.module.css';

const texts = moneyMessages.receipt;

/** One line of a receipt: a label on the left, its value on the right. */
export function ReceiptLine({ label, value, big = false }: { label: string; value: ReactNode; big?: boolean }) {
  return (
    <div className={big ? `${classes.row} ${classes.big}` : classes.row}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

export const ReceiptRule = () => <hr className={classes.rule} />;

/**
 * A receipt as an 80 mm roll prints it (`@page` 80 mm wide): the car wash's contact card ('Datos del negocio') on top,
 * then `children`; Imprimir and Volver above it on screen only.
 */
export function ReceiptSheet({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const card = useContactCard().data?.business;
  return (
    <Stack gap="md" p="md" className={classes.page}>
      <PrintActions print={texts.print} back={texts.back} />
      <article className={classes.sheet} aria-label={title}>
        {card && (
          <header className={classes.center}>
            {card.logo && <img className={classes.logo} src={card.logo.src} width={card.logo.width} height={card.logo.height} alt="" />}
            <div className={classes.big}>{card.name}</div>
            {card.address && <div>{card.address}</div>}
            {card.phone !== null && <div>{texts.phone(phoneLabel(card.phone))}</div>}
          </header>
        )}
        <ReceiptRule />
        <div className={`${classes.center} ${classes.big}`}>{title}</div>
        <ReceiptRule />
        {children}
        {footer && (
          <>
            <ReceiptRule />
            <footer className={classes.center}>{footer}</footer>
          </>
        )}
      </article>
    </Stack>
  );
}
