import { z } from 'zod';
import { apiRoute } from '../api/route';
import { statusMessageResponse } from '../identity/auth.schemas';
import {
  addServiceBody,
  billingSetupBody,
  billingSetupSchema,
  cashDayBody,
  cashDaySchema,
  closeDayBody,
  commissionReportSchema,
  discountTicketBody,
  openDayBody,
  periodBody,
  priceTicketBody,
  recordPaymentBody,
  revenueReportSchema,
  setCommissionRuleBody,
  setCurrencyBody,
  setPaymentPolicyBody,
  setPriceBody,
  setWashersBody,
  ticketMoneyBody,
  ticketMoneySchema,
  ticketReasonBody,
  unpaidTicketsBody,
  unpaidTicketSchema,
  washerChoiceSchema,
  moneyTodaySchema,
} from './money.schemas';

const withTicketMoney = statusMessageResponse.extend({ money: ticketMoneySchema });
const withCashDay = statusMessageResponse.extend({ day: cashDaySchema });
const withSetup = statusMessageResponse.extend({ setup: billingSetupSchema });

/** The day's money: the price list (AD), a ticket's charges and payments, the cash close and the reports (AD). */
export const moneyApi = {
  getBillingSetup: apiRoute('billing/getBillingSetup', billingSetupBody, billingSetupSchema),
  setCurrency: apiRoute('billing/setCurrency', setCurrencyBody, withSetup),
  addService: apiRoute('billing/addService', addServiceBody, withSetup),
  setPrice: apiRoute('billing/setPrice', setPriceBody, withSetup),
  setCommissionRule: apiRoute('billing/setCommissionRule', setCommissionRuleBody, withSetup),
  setPaymentPolicy: apiRoute('billing/setPaymentPolicy', setPaymentPolicyBody, withSetup),

  getTicketMoney: apiRoute('payments/getTicketMoney', ticketMoneyBody, ticketMoneySchema),
  recordPayment: apiRoute('payments/recordPayment', recordPaymentBody, withTicketMoney),
  priceTicket: apiRoute('payments/priceTicket', priceTicketBody, withTicketMoney),
  discountTicket: apiRoute('payments/discountTicket', discountTicketBody, withTicketMoney),
  markCourtesy: apiRoute('payments/markCourtesy', ticketReasonBody, withTicketMoney),
  voidTicket: apiRoute('payments/voidTicket', ticketReasonBody, withTicketMoney),
  setWashers: apiRoute('payments/setWashers', setWashersBody, withTicketMoney),
  listWasherChoices: apiRoute('payments/getWasherChoices', unpaidTicketsBody, z.array(washerChoiceSchema)),
  listUnpaidTickets: apiRoute('payments/getUnpaidTickets', unpaidTicketsBody, z.array(unpaidTicketSchema)),

  getCashDay: apiRoute('cash/getCashDay', cashDayBody, cashDaySchema),
  openCashDay: apiRoute('cash/openDay', openDayBody, withCashDay),
  closeCashDay: apiRoute('cash/closeDay', closeDayBody, withCashDay),

  getCommissionReport: apiRoute('reports/getCommissionReport', periodBody, commissionReportSchema),
  getRevenueReport: apiRoute('reports/getRevenueReport', periodBody, revenueReportSchema),
  getMoneyToday: apiRoute('reports/getMoneyToday', unpaidTicketsBody, moneyTodaySchema),
} as const;
