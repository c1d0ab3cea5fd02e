import type { ScreenId } from '../routing/routes';
import AdminProfileScreen from './admin/admin-profile/AdminProfileScreen.astro';
import AdminCertificatesScreen from './admin/certificates/AdminCertificatesScreen.astro';
import ChallengeEditorScreen from './admin/challenges/ChallengeEditorScreen.astro';
import ChallengesScreen from './admin/challenges/ChallengesScreen.astro';
import DashboardScreen from './admin/dashboard/DashboardScreen.astro';
import GiveChallengeScreen from './admin/give-challenge/GiveChallengeScreen.astro';
import AdminNewsScreen from './admin/news/AdminNewsScreen.astro';
import OrdersScreen from './admin/orders/OrdersScreen.astro';
import AdminPayoutsScreen from './admin/payouts/AdminPayoutsScreen.astro';
import FlagScreen from './admin/risk/FlagScreen.astro';
import RiskScreen from './admin/risk/RiskScreen.astro';
import ReportScreen from './admin/trading-accounts/ReportScreen.astro';
import UserAccountsScreen from './admin/trading-accounts/UserAccountsScreen.astro';
import UserEditScreen from './admin/users/UserEditScreen.astro';
import UsersScreen from './admin/users/UsersScreen.astro';
import ForgotPasswordScreen from './auth/ForgotPasswordScreen.astro';
import LoginScreen from './auth/LoginScreen.astro';
import RegistrationScreen from './auth/RegistrationScreen.astro';
import ResetPasswordScreen from './auth/ResetPasswordScreen.astro';
import AccountOverviewScreen from './member/account-overview/AccountOverviewScreen.astro';
import AccountsScreen from './member/accounts/AccountsScreen.astro';
import BillingScreen from './member/billing/BillingScreen.astro';
import CertificatesScreen from './member/certificates/CertificatesScreen.astro';
import HelpSupportScreen from './member/help-support/HelpSupportScreen.astro';
import NewsCalendarScreen from './member/news-calendar/NewsCalendarScreen.astro';
import PayoutScreen from './member/payout/PayoutScreen.astro';
import ProfileScreen from './member/profile/ProfileScreen.astro';
import StartNewChallengeScreen from './member/start-new-challenge/StartNewChallengeScreen.astro';
import TradingOverviewScreen from './member/trading-overview/TradingOverviewScreen.astro';
import VerificationScreen from './member/verification/VerificationScreen.astro';
import VerificationDemoScreen from './member/verification-demo/VerificationDemoScreen.astro';
import type { ScreenProps } from './props';
import CertificateVerifyScreen from './public/certificate-verify/CertificateVerifyScreen.astro';
import HowWeCalculateScreen from './public/how-we-calculate/HowWeCalculateScreen.astro';

/**
 * Every screen the route table names (src/routing/routes.ts), rendered by the route shell inside
 * the route's layout. A screen takes `{ locale, title, params }` and picks its own messages.
 */

export const screens: Record<ScreenId, (props: ScreenProps) => unknown> = {
  login: LoginScreen,
  registration: RegistrationScreen,
  forgotPassword: ForgotPasswordScreen,
  resetPassword: ResetPasswordScreen,
  profile: ProfileScreen,
  accounts: AccountsScreen,
  accountOverview: AccountOverviewScreen,
  tradingOverview: TradingOverviewScreen,
  startNewChallenge: StartNewChallengeScreen,
  billing: BillingScreen,
  payout: PayoutScreen,
  verification: VerificationScreen,
  verificationDemo: VerificationDemoScreen,
  helpSupport: HelpSupportScreen,
  certificates: CertificatesScreen,
  certificateVerify: CertificateVerifyScreen,
  howWeCalculate: HowWeCalculateScreen,
  newsCalendar: NewsCalendarScreen,
  dashboard: DashboardScreen,
  orders: OrdersScreen,
  adminPayouts: AdminPayoutsScreen,
  users: UsersScreen,
  userEdit: UserEditScreen,
  userTradingAccounts: UserAccountsScreen,
  viewReport: ReportScreen,
  adminProfile: AdminProfileScreen,
  giveChallenge: GiveChallengeScreen,
  adminCertificates: AdminCertificatesScreen,
  challenges: ChallengesScreen,
  challengeEditor: ChallengeEditorScreen,
  adminNews: AdminNewsScreen,
  risk: RiskScreen,
  riskFlag: FlagScreen,
};
