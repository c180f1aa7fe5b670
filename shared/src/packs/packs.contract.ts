import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { CASHIERS, ORGANIZATION_ADMINS, ORGANIZATION_MEMBERS } from '../auth/roles';
import { statusMessageResponse } from '../identity/auth.schemas';
import {
  applyLoyaltyBody,
  expirePackBody,
  offerPackBody,
  packsSetupBody,
  packsSetupSchema,
  platePacksBody,
  platePacksSchema,
  refundPackBody,
  sellPackBody,
  setLoyaltyRuleBody,
  soldPackSchema,
  usePackBody,
  withdrawOfferBody,
} from './packs.schemas';

const withSetup = statusMessageResponse.extend({ setup: packsSetupSchema });
const withPack = statusMessageResponse.extend({ pack: soldPackSchema });

/** Prepaid packs and the loyalty rule (docs/money.md, Packs): the AD defines them, the counter sells and uses them. */
export const packsApi = {
  getPacksSetup: apiRead({
    path: 'packs/getPacksSetup',
    action: 'Ver packs',
    access: ORGANIZATION_MEMBERS,
    body: packsSetupBody,
    response: packsSetupSchema,
  }),
  offerPack: apiCommand({
    path: 'packs/offerPack',
    action: 'Crear pack',
    access: ORGANIZATION_ADMINS,
    body: offerPackBody,
    response: withSetup,
    waitsFor: ['packs'],
  }),
  withdrawOffer: apiCommand({
    path: 'packs/withdrawOffer',
    action: 'Retirar pack de la venta',
    access: ORGANIZATION_ADMINS,
    body: withdrawOfferBody,
    response: withSetup,
    waitsFor: ['packs'],
  }),
  setLoyaltyRule: apiCommand({
    path: 'packs/setLoyaltyRule',
    action: 'Cambiar regla de fidelidad',
    access: ORGANIZATION_ADMINS,
    body: setLoyaltyRuleBody,
    response: withSetup,
    waitsFor: ['packs'],
  }),
  listPacks: apiRead({
    path: 'packs/getSoldPacks',
    action: 'Ver packs vendidos',
    access: ORGANIZATION_ADMINS,
    body: packsSetupBody,
    response: z.array(soldPackSchema),
  }),
  getPlatePacks: apiRead({
    path: 'packs/getPlatePacks',
    action: 'Ver packs de una patente',
    access: CASHIERS,
    body: platePacksBody,
    response: platePacksSchema,
  }),
  sellPack: apiCommand({
    path: 'packs/sellPack',
    action: 'Vender pack',
    access: CASHIERS,
    body: sellPackBody,
    response: withPack,
    waitsFor: ['packs', 'money'],
  }),
  usePack: apiCommand({
    path: 'packs/usePack',
    action: 'Usar lavado del pack',
    access: CASHIERS,
    body: usePackBody,
    response: withPack,
    waitsFor: ['packs', 'money'],
  }),
  applyLoyalty: apiCommand({
    path: 'packs/applyLoyalty',
    action: 'Aplicar lavado gratis por fidelidad',
    access: CASHIERS,
    body: applyLoyaltyBody,
    response: statusMessageResponse,
    waitsFor: ['money'],
  }),
  expirePack: apiCommand({
    path: 'packs/expirePack',
    action: 'Dar pack por vencido',
    access: ORGANIZATION_ADMINS,
    body: expirePackBody,
    response: withPack,
    waitsFor: ['packs'],
  }),
  refundPack: apiCommand({
    path: 'packs/refundPack',
    action: 'Devolver pack',
    access: ORGANIZATION_ADMINS,
    body: refundPackBody,
    response: withPack,
    waitsFor: ['packs', 'money'],
  }),
} as const;
