export interface paths {
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a member (public sign-up makes members only) */
        post: operations["postApiAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["postApiAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The second step of two-step sign-in: a code or a recovery code */
        post: operations["postApiAuthLoginTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password-reset link (the same answer whether or not the email exists) */
        post: operations["postApiAuthRecover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link’s token */
        post: operations["postApiAuthReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user’s record: the caller’s own, or any as an administrator */
        get: operations["getApiUserByEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the caller’s password (ends the other sessions) */
        put: operations["putApiUserPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit the caller’s name and details */
        put: operations["putApiProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the caller’s language (mails and documents) */
        put: operations["putApiProfileLocale"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one of the caller’s sessions */
        delete: operations["deleteApiProfileSessionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/logins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s sign-in history, newest first */
        get: operations["getApiProfileLogins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn on two-step sign-in with a code from the authenticator */
        post: operations["postApiProfileTwoFactorEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn off two-step sign-in */
        post: operations["postApiProfileTwoFactorDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the recovery codes */
        post: operations["postApiProfileTwoFactorRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The users list: filtered, searched, sorted (administrators) */
        get: operations["getApiUsers"];
        put?: never;
        /** Create a user (audited) */
        post: operations["postApiUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the status of many users (audited) */
        patch: operations["patchApiUsersStatus"];
        trace?: never;
    };
    "/api/users/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete many users (audited) */
        post: operations["postApiUsersDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user with billing details and short histories (administrators) */
        get: operations["getApiUsersById"];
        /** Edit a user (audited) */
        put: operations["putApiUsersById"];
        post?: never;
        /** Delete a user (audited) */
        delete: operations["deleteApiUsersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set a user’s status (audited) */
        patch: operations["patchApiUsersByIdStatus"];
        trace?: never;
    };
    "/api/users/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a user a password-reset link */
        post: operations["postApiUsersByIdPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/two-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn off a member’s two-step sign-in (audited, with a reason) */
        post: operations["postApiUsersByIdTwoFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The challenges on sale */
        get: operations["getApiChallenges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price an order before placing it: discount, VAT, total */
        post: operations["postApiOrdersQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s orders */
        get: operations["getApiOrders"];
        put?: never;
        /** Place an order for a challenge */
        post: operations["postApiOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller’s orders */
        get: operations["getApiOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending order */
        post: operations["postApiOrdersByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the caller’s billing details */
        put: operations["putApiBillingDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invoice or credit note as PDF */
        get: operations["getApiInvoicesByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe webhook (card payments)
         * @description Called by Stripe with `Stripe-Signature` over the raw body (STRIPE_WEBHOOK_SECRET). `checkout.session.completed` (paid) and `checkout.session.async_payment_succeeded` pay the order when the session, amount and currency match it; `checkout.session.expired` and `checkout.session.async_payment_failed` fail a pending order. Each event applies once; a redelivery answers 200 and changes nothing. Other event types are ignored.
         */
        post: operations["postApiPaymentsStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s trading accounts */
        get: operations["getApiAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Changes of every account of the caller
         * @description Server-sent events: `event: account` with `data: {"accountId","lastSyncedAt"}` after the platform or an administrator changed the account (refetch it then), and a `: ping` comment every 15 s. The server ends the stream when its session ends (sign-out, revocation, suspension, a password change).
         */
        get: operations["getApiAccountsStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One trading account: figures, objectives and rules */
        get: operations["getApiAccountsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Changes of one account
         * @description Server-sent events: `event: account` with `data: {"accountId","lastSyncedAt"}` after the platform or an administrator changed the account (refetch it then), and a `: ping` comment every 15 s. The server ends the stream when its session ends (sign-out, revocation, suspension, a password change).
         */
        get: operations["getApiAccountsByIdStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/breach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The breach receipt of a failed account: the rule, the moment, the figures then */
        get: operations["getApiAccountsByIdBreach"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The positions open now (a closed account’s as they stood when it closed) */
        get: operations["getApiAccountsByIdPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/after-close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deals the platform reported after the account closed (in no figure) */
        get: operations["getApiAccountsByIdAfterClose"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s deals as the platform reported them */
        get: operations["getApiAccountsByIdDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s results per trading day of a month */
        get: operations["getApiAccountsByIdDaily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/equity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's balance and equity over time, with its floors and target
         * @description `range` is the window: `day` or `week` (the last 24 hours or 7 days before the account's end) or `all` (its whole life, the default); the end is now for a running account and its close (breach or pass) for a closed one (`from`, `to`). `items` are at most `points` points {time, balance, equity} in time order, the first being the figures at `from`; longer histories are thinned by time (each of `points / 2` equal slots keeps its lowest equity and its last point), never by position. `floors` are the levels as they stood over the whole life: `dailyLoss` and `maxLoss` are steps {time, floor} in time order (the daily-loss floor steps at the daily resets in the challenge's reset time zone, a trailing maximum-loss floor when the highest end-of-day balance rises; the last step is the figure the account overview shows), `profitTarget` the balance to reach (null for a funded account). Money in minor units of the account's currency.
         */
        get: operations["getApiAccountsByIdEquity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s trading statistics */
        get: operations["getApiAccountsByIdStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s closed trades, filtered and sorted */
        get: operations["getApiAccountsByIdTrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/trades/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s closed trades as CSV */
        get: operations["getApiAccountsByIdTradesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/verify/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify a certificate by its code (public) */
        get: operations["getApiCertificatesVerifyByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/verify/{code}/image.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A certificate as a picture (link previews)
         * @description A 1200 × 630 PNG of the certificate for Open Graph and Twitter cards: holder, kind, amount, date, verification code and the outcome of the check; a revoked certificate, or one whose record fails its signature, is stamped so. `lang` is the language of the page that links it. Public; `Cache-Control: public, max-age=300` with an `ETag` (`If-None-Match` answers 304).
         */
        get: operations["getApiCertificatesVerifyByCodeImagePng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s certificates */
        get: operations["getApiCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A certificate as PDF */
        get: operations["getApiCertificatesByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The economic calendar, filtered */
        get: operations["getApiNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A funded account’s payout eligibility and amount */
        get: operations["getApiPayoutsAccountsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s payouts */
        get: operations["getApiPayouts"];
        put?: never;
        /** Request a payout from a funded account */
        post: operations["postApiPayouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller’s payouts */
        get: operations["getApiPayoutsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every challenge product, active or archived, with its sales */
        get: operations["getApiAdminChallenges"];
        put?: never;
        /** Create a challenge product */
        post: operations["postApiAdminChallenges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/challenges/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One challenge product for its editor, with its versions */
        get: operations["getApiAdminChallengesById"];
        /** Edit a product (a sold one gets its next version) */
        put: operations["putApiAdminChallengesById"];
        post?: never;
        /** Delete a product no order names */
        delete: operations["deleteApiAdminChallengesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/challenges/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a product off sale (audited, idempotent) */
        post: operations["postApiAdminChallengesByIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/challenges/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a product back on sale (audited, idempotent) */
        post: operations["postApiAdminChallengesByIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The back office dashboard’s figures (administrators) */
        get: operations["getApiAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every order, filtered and sorted (administrators) */
        get: operations["getApiAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/mark-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a bank-transfer order paid (administrators; provisions the account) */
        post: operations["postApiAdminOrdersByIdMarkPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a paid order (administrators; closes its account) */
        post: operations["postApiAdminOrdersByIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an order (administrators) */
        post: operations["postApiAdminOrdersByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/confirm-vat-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a business’s VAT number by hand (administrators) */
        post: operations["postApiAdminOrdersByIdConfirmVatNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log (administrators) */
        get: operations["getApiAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a member a challenge without payment (administrators, audited) */
        post: operations["postApiAdminGrants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Discount codes (administrators) */
        get: operations["getApiAdminDiscountCodes"];
        put?: never;
        /** Create a discount code (administrators) */
        post: operations["postApiAdminDiscountCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a discount code (administrators) */
        put: operations["putApiAdminDiscountCodesById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable a discount code (administrators) */
        post: operations["postApiAdminDiscountCodesByIdDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every certificate (administrators) */
        get: operations["getApiAdminCertificates"];
        put?: never;
        /** Issue a certificate (administrators) */
        post: operations["postApiAdminCertificates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/certificates/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a certificate (administrators, with a reason) */
        post: operations["postApiAdminCertificatesByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payout queue (administrators) */
        get: operations["getApiAdminPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payout totals per status (administrators) */
        get: operations["getApiAdminPayoutsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payout with its account and risk review (administrators) */
        get: operations["getApiAdminPayoutsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a payout (administrators) */
        post: operations["postApiAdminPayoutsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a payout with a reason the member sees (administrators) */
        post: operations["postApiAdminPayoutsByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a payout paid (administrators; adjusts the account) */
        post: operations["postApiAdminPayoutsByIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** News events for editing (administrators) */
        get: operations["getApiAdminNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a news import without saving it (administrators) */
        post: operations["postApiAdminNewsImportPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import news events (administrators) */
        post: operations["postApiAdminNewsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a news event (administrators) */
        put: operations["putApiAdminNewsById"];
        post?: never;
        /** Delete a news event (administrators) */
        delete: operations["deleteApiAdminNewsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user’s trading accounts (administrators) */
        get: operations["getApiAdminUsersByIdAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{id}/force": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Force an account’s outcome: pass, fail or reset (administrators, audited) */
        post: operations["postApiAdminAccountsByIdForce"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bridge/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Events reported by a trading platform
         * @description Body `{ accountLogin, events }` with at most 1000 deals (`kind: deal`, identified by ticket and entry; optional `price`, the price it was made at) and equity snapshots (`kind: equity`, identified by time; optional `positions`, every position open at that time: `{ ticket, symbol, side, volume, openTime, openPrice, price, profit }` with `profit` its floating result, an empty list when none is open, absent when the platform does not report them); amounts in minor units. Signed with `X-Bridge-Signature: sha256=<hex HMAC-SHA256 of the raw body with BRIDGE_SECRET>`. Idempotent. Every event falls within the account's life: a batch with one dated more than 5 minutes before the account started or after now is refused whole (400, naming the event). Answers the account's fresh evaluation. Contract: docs/decisions/046-open-positions.md.
         */
        post: operations["postApiBridgeEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Message: {
            message: string;
        };
        UserRow: {
            /** Format: uuid */
            id: string;
            firstName: string;
            lastName: string;
            email: string;
            role: string;
            /** @enum {string} */
            status: "Active" | "Suspended";
            /** @enum {string} */
            type: "Individual" | "Business";
            /** Format: date-time */
            createdAt: string;
            country: string | null;
            lastLogin: string | null;
            accounts: number;
            totalPaid: number;
            currency: string | null;
        };
        User: {
            /** Format: uuid */
            id: string;
            email: string;
            firstName: string;
            lastName: string;
            role: string;
            /** @enum {string} */
            status: "Active" | "Suspended";
            /** @enum {string} */
            type: "Individual" | "Business";
            locale: string;
            /** Format: date-time */
            createdAt: string;
            twoFactorAt: string | null;
        };
        PhaseRules: {
            profitTargetPct: number | null;
            maxDailyLossPct: number;
            maxLossPct: number;
            /** @enum {string} */
            maxLossMode: "static" | "trailing";
            minTradingDays: number;
            /** @enum {string} */
            dailyLossBasis: "balance" | "balanceOrEquity";
            resetTimeZone: string;
            timeLimitDays: number | null;
            bestDayPct: number | null;
            newsWindowMinutes?: number | null;
        };
        CatalogueProduct: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            lineageId: string;
            version: number;
            replacedAt: string | null;
            slug: string;
            name: string;
            description: string;
            accountSize: number;
            currency: string;
            price: number;
            platform: string;
            leverage: number;
            profitSplitPct: number;
            payoutIntervalDays: number;
            fundedNewsWindowMinutes: number | null;
            active: boolean;
            sortOrder: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            phases: {
                name: string;
                rules: components["schemas"]["PhaseRules"];
            }[];
        };
        Breach: {
            /** @enum {string} */
            rule: "maxDailyLoss" | "maxLoss" | "timeLimit" | "manual" | "reset" | "refunded";
            /** Format: date-time */
            at: string;
            equity: number;
            floor: number;
        };
        Evaluation: {
            /** @enum {string} */
            status: "active" | "passed" | "failed";
            breach: components["schemas"]["Breach"] | null;
            balance: number;
            equity: number;
            tradingDays: number;
            profitTarget: number;
            dailyLossFloor: number;
            maxLossFloor: number;
            /** Format: date-time */
            nextResetAt: string;
            passedAt: string | null;
            objectives: {
                profitTarget: {
                    met: boolean;
                };
                maxDailyLoss: {
                    met: boolean;
                };
                maxLoss: {
                    met: boolean;
                };
                minTradingDays: {
                    met: boolean;
                };
                bestDay: {
                    met: boolean;
                };
            };
        };
        Figures: {
            dailyLossAmount: number;
            maxLossAmount: number;
            dailyBasis: number;
            highestEodBalance: number;
            todayProfit: number;
            totalProfit: number;
            paidOut: number;
            openProfit: number;
            bestDayProfit: number;
            permittedLossToday: number;
            roomToMaxLoss: number;
            bestDay: {
                limitPct: number;
                best: number;
                limit: number;
                blocking: boolean;
                moreProfitNeeded: number;
                maxDay: number;
            } | null;
        };
        Account: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            challengeId: string;
            challengeName: string;
            challengeVersion: number;
            definitionsVersion: number;
            login: string;
            platform: string;
            phase: number;
            phaseName: string;
            funded: boolean;
            demo: boolean;
            /** @enum {string} */
            status: "active" | "passed" | "failed";
            currency: string;
            initialBalance: number;
            balance: number;
            equity: number;
            /** Format: date-time */
            startedAt: string;
            passedAt: string | null;
            failedAt: string | null;
            lastSyncedAt: string | null;
            rules: components["schemas"]["PhaseRules"];
            evaluation: components["schemas"]["Evaluation"];
            objectives: {
                profitTarget: {
                    target: number;
                    met: boolean;
                    enabled: boolean;
                };
                maxDailyLoss: {
                    floor: number;
                    met: boolean;
                };
                maxLoss: {
                    floor: number;
                    met: boolean;
                };
                minTradingDays: {
                    required: number;
                    days: number;
                    met: boolean;
                };
                bestDay: {
                    limitPct: number | null;
                    met: boolean;
                };
            };
            figures: components["schemas"]["Figures"];
            /** Format: date-time */
            nextResetAt: string;
            resetInSeconds: number;
        };
        Challenge: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            lineageId: string;
            version: number;
            replacedAt: string | null;
            slug: string;
            name: string;
            description: string;
            accountSize: number;
            currency: string;
            price: number;
            platform: string;
            leverage: number;
            profitSplitPct: number;
            payoutIntervalDays: number;
            fundedNewsWindowMinutes: number | null;
            active: boolean;
            sortOrder: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            names: {
                en?: string;
                de?: string;
                es?: string;
                fr?: string;
                ja?: string;
                zh?: string;
            };
            phases: {
                name: string;
                names?: {
                    en?: string;
                    de?: string;
                    es?: string;
                    fr?: string;
                    ja?: string;
                    zh?: string;
                };
                rules: components["schemas"]["PhaseRules"];
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postApiAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @default
                     */
                    email?: string;
                    /** @default  */
                    password?: string;
                    /** @default  */
                    firstName?: string;
                    /** @default  */
                    lastName?: string;
                    /** @default USER */
                    role?: string;
                    /** @default  */
                    turnstileToken?: string;
                };
            };
        };
        responses: {
            /** @description Registered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The first invalid field, or a failed security check */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A role other than USER */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The email is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Too many registrations from this address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @default
                     */
                    email?: string;
                    /** @default  */
                    password?: string;
                    /** @default null */
                    userGeolocation?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description A session, or the second step of two-step sign-in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        message: string;
                    } | {
                        /** @constant */
                        twoFactorRequired: true;
                        twoFactorToken: string;
                        message: string;
                    };
                };
            };
            /** @description The login details are incorrect (not 401: a 401 signs the client out) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Too many attempts: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAuthLoginTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    twoFactorToken: string;
                    /** @default  */
                    code?: string;
                    /** @default null */
                    userGeolocation?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description A session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        message: string;
                    };
                };
            };
            /** @description A wrong code, or an expired sign-in */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAuthRecover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @default
                     */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Requested */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAuthReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Reset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description An expired or used token, or a password that breaks a rule */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiUserByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        role: string;
                        /** @enum {string} */
                        status: "Active" | "Suspended";
                        /** @enum {string} */
                        type: "Individual" | "Business";
                        locale: string;
                        /** Format: date-time */
                        createdAt: string;
                        twoFactorAt: string | null;
                        twoFactorSetupRequired: boolean;
                    };
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Another user’s record, asked by a member (or a suspended caller) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    putApiUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    currentPassword?: string;
                    /** @default  */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    putApiProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    firstName?: string;
                    /** @default  */
                    lastName?: string;
                };
            };
        };
        responses: {
            /** @description The updated profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    putApiProfileLocale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    locale: "en" | "de" | "es" | "fr" | "ja" | "zh";
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    deleteApiProfileSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiProfileLogins: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sign-ins */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiProfileTwoFactorEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    code?: string;
                };
            };
        };
        responses: {
            /** @description On, with recovery codes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiProfileTwoFactorDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    currentPassword?: string;
                    /** @default  */
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiProfileTwoFactorRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    code?: string;
                };
            };
        };
        responses: {
            /** @description The new recovery codes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiUsers: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                sort?: "name" | "-name" | "email" | "-email" | "created" | "-created" | "lastLogin" | "-lastLogin" | "accounts" | "-accounts" | "totalPaid" | "-totalPaid";
                status?: "" | ("Active" | "Suspended");
                type?: "" | ("Individual" | "Business");
                from?: "" | string;
                to?: "" | string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserRow"][];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    firstName?: string;
                    /** @default  */
                    lastName?: string;
                    /**
                     * Format: email
                     * @default
                     */
                    email?: string;
                    /** @enum {string} */
                    role: "USER" | "ADMIN";
                    /** @enum {string} */
                    status: "Active" | "Suspended";
                    /** @enum {string} */
                    type: "Individual" | "Business";
                    /** @enum {string} */
                    locale?: "en" | "de" | "es" | "fr" | "ja" | "zh";
                    /** @default null */
                    billing?: {
                        /** @default  */
                        firstName?: string;
                        /** @default  */
                        lastName?: string;
                        /**
                         * Format: email
                         * @default
                         */
                        email?: string;
                        /** @default  */
                        address?: string;
                        /** @default  */
                        city?: string;
                        /** @default  */
                        postalCode?: string;
                        /** @default  */
                        country?: string;
                        /**
                         * @default Individual
                         * @enum {string}
                         */
                        type?: "Individual" | "Business";
                        /** @default  */
                        companyName?: string;
                        /** @default  */
                        vatNumber?: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The user */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The email is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    patchApiUsersStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                    /** @enum {string} */
                    status: "Active" | "Suspended";
                };
            };
        };
        responses: {
            /** @description How many changed, and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The change would touch the caller or leave no active administrator */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiUsersDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description What was deleted or anonymised, and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The change would touch the caller or leave no active administrator */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    putApiUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    firstName?: string;
                    /** @default  */
                    lastName?: string;
                    /**
                     * Format: email
                     * @default
                     */
                    email?: string;
                    /** @enum {string} */
                    role: "USER" | "ADMIN";
                    /** @enum {string} */
                    status: "Active" | "Suspended";
                    /** @enum {string} */
                    type: "Individual" | "Business";
                    /** @enum {string} */
                    locale?: "en" | "de" | "es" | "fr" | "ja" | "zh";
                    /** @default null */
                    billing?: {
                        /** @default  */
                        firstName?: string;
                        /** @default  */
                        lastName?: string;
                        /**
                         * Format: email
                         * @default
                         */
                        email?: string;
                        /** @default  */
                        address?: string;
                        /** @default  */
                        city?: string;
                        /** @default  */
                        postalCode?: string;
                        /** @default  */
                        country?: string;
                        /**
                         * @default Individual
                         * @enum {string}
                         */
                        type?: "Individual" | "Business";
                        /** @default  */
                        companyName?: string;
                        /** @default  */
                        vatNumber?: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The email is taken, or the change would leave no administrator */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    deleteApiUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was deleted or anonymised, and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The change would touch the caller or leave no active administrator */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    patchApiUsersByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "Active" | "Suspended";
                };
            };
        };
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The change would touch the caller or leave no active administrator */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiUsersByIdPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The user has no address (anonymised) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiUsersByIdTwoFactorReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not a member, or two-step sign-in is already off */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiChallenges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The products, named in the caller’s language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CatalogueProduct"][];
                    };
                };
            };
        };
    };
    postApiOrdersQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    challengeId: string;
                    /** @default  */
                    discountCode?: "" | string;
                    /** @default  */
                    country?: string;
                    /**
                     * @default Individual
                     * @enum {string}
                     */
                    type?: "Individual" | "Business";
                    /** @default  */
                    vatNumber?: string;
                };
            };
        };
        responses: {
            /** @description The quote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiOrders: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                sort?: "-created" | "created" | "-total" | "total";
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    challengeId: string;
                    billing: {
                        /** @default  */
                        firstName?: string;
                        /** @default  */
                        lastName?: string;
                        /**
                         * Format: email
                         * @default
                         */
                        email?: string;
                        /** @default  */
                        address?: string;
                        /** @default  */
                        city?: string;
                        /** @default  */
                        postalCode?: string;
                        /** @default  */
                        country?: string;
                        /**
                         * @default Individual
                         * @enum {string}
                         */
                        type?: "Individual" | "Business";
                        /** @default  */
                        companyName?: string;
                        /** @default  */
                        vatNumber?: string;
                    };
                    /** @default  */
                    discountCode?: "" | string;
                    /** @enum {string} */
                    provider: "manual" | "card" | "demo";
                    /**
                     * @default false
                     * @constant
                     */
                    acceptTerms?: true;
                };
            };
        };
        responses: {
            /** @description The order, and where to pay */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiOrdersByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    putApiBillingDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    firstName?: string;
                    /** @default  */
                    lastName?: string;
                    /**
                     * Format: email
                     * @default
                     */
                    email?: string;
                    /** @default  */
                    address?: string;
                    /** @default  */
                    city?: string;
                    /** @default  */
                    postalCode?: string;
                    /** @default  */
                    country?: string;
                    /**
                     * @default Individual
                     * @enum {string}
                     */
                    type?: "Individual" | "Business";
                    /** @default  */
                    companyName?: string;
                    /** @default  */
                    vatNumber?: string;
                };
            };
        };
        responses: {
            /** @description The saved details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiInvoicesByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiPaymentsStripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received (applied, replayed, refused for the audit log, or ignored) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or wrong signature, or card payments not configured */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiAccounts: {
        parameters: {
            query?: {
                status?: "active" | "all";
                page?: string;
                pageSize?: string;
                sort?: "started" | "-started" | "balance" | "-balance";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Account"][];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAccountsStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An open event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not the owner or an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many streams open for this session or this member (closing one frees its place) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Another member’s account (or the caller’s account is suspended) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAccountsByIdStream: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An open event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not the owner or an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many streams open for this session or this member (closing one frees its place) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiAccountsByIdBreach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Another member’s account (or the caller’s account is suspended) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAccountsByIdPositions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open positions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Another member’s account (or the caller’s account is suspended) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAccountsByIdAfterClose: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                q?: string;
                status?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The close time and a page of deals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Another member’s account (or the caller’s account is suspended) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAccountsByIdDeals: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                q?: string;
                status?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Another member’s account (or the caller’s account is suspended) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAccountsByIdDaily: {
        parameters: {
            query?: {
                month?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The days of the month */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Another member’s account (or the caller’s account is suspended) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAccountsByIdEquity: {
        parameters: {
            query?: {
                points?: number;
                range?: "day" | "week" | "all";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series and the floors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `points` outside 2–5000 or an unknown `range` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Another member's account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiAccountsByIdStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Another member’s account (or the caller’s account is suspended) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAccountsByIdTrades: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                sort?: "-time" | "time" | "symbol" | "-symbol" | "result" | "-result";
                symbol?: string;
                day?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of trades */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Another member’s account (or the caller’s account is suspended) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAccountsByIdTradesExport: {
        parameters: {
            query?: {
                sort?: "-time" | "time" | "symbol" | "-symbol" | "result" | "-result";
                symbol?: string;
                day?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trades as CSV, streamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Another member’s account (or the caller’s account is suspended) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiCertificatesVerifyByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiCertificatesVerifyByCodeImagePng: {
        parameters: {
            query?: {
                lang?: "en" | "de" | "es" | "fr" | "ja" | "zh";
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Not modified since the tag in If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A code or language that cannot be */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No certificate has this code */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiCertificates: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                sort?: "-issued" | "issued";
                kind?: "" | ("phase_passed" | "funded" | "payout");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of certificates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiCertificatesByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiNews: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                impact?: string;
                currency?: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The news events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiPayoutsAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checklist and the amount */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiPayouts: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                accountId?: string;
                status?: "requested" | "approved" | "paid" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payouts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiPayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    accountId: string;
                    amount: number;
                    destination: {
                        /** @constant */
                        method: "bankTransfer";
                        /** @default  */
                        accountHolder?: string;
                        /** @default  */
                        iban?: string;
                        /** @default  */
                        bic?: string;
                    } | {
                        /** @constant */
                        method: "crypto";
                        /**
                         * @default USDT
                         * @constant
                         */
                        currency?: "USDT";
                        /** @enum {string} */
                        network: "TRC20" | "ERC20";
                        /** @default  */
                        address?: string;
                    };
                    twoFactorCode?: string;
                };
            };
        };
        responses: {
            /** @description The payout */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiPayoutsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAdminChallenges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            lineageId: string;
                            version: number;
                            replacedAt: string | null;
                            slug: string;
                            name: string;
                            description: string;
                            accountSize: number;
                            currency: string;
                            price: number;
                            platform: string;
                            leverage: number;
                            profitSplitPct: number;
                            payoutIntervalDays: number;
                            fundedNewsWindowMinutes: number | null;
                            active: boolean;
                            sortOrder: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            names: {
                                en?: string;
                                de?: string;
                                es?: string;
                                fr?: string;
                                ja?: string;
                                zh?: string;
                            };
                            phases: {
                                name: string;
                                names?: {
                                    en?: string;
                                    de?: string;
                                    es?: string;
                                    fr?: string;
                                    ja?: string;
                                    zh?: string;
                                };
                                rules: components["schemas"]["PhaseRules"];
                            }[];
                            localName: string;
                            sold: number;
                        }[];
                    };
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminChallenges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    name: string;
                    /** @default {} */
                    names?: {
                        en?: string;
                        de?: string;
                        es?: string;
                        fr?: string;
                        ja?: string;
                        zh?: string;
                    };
                    /** @default  */
                    description?: string;
                    accountSize: number;
                    currency: string;
                    price: number;
                    platform: string;
                    leverage: number;
                    profitSplitPct: number;
                    payoutIntervalDays: number;
                    /** @default 2 */
                    fundedNewsWindowMinutes?: number | null;
                    phases: {
                        name: string;
                        /** @default {} */
                        names?: {
                            en?: string;
                            de?: string;
                            es?: string;
                            fr?: string;
                            ja?: string;
                            zh?: string;
                        };
                        rules: {
                            profitTargetPct: number | null;
                            maxDailyLossPct: number;
                            maxLossPct: number;
                            /** @enum {string} */
                            maxLossMode: "static" | "trailing";
                            minTradingDays: number;
                            /** @enum {string} */
                            dailyLossBasis: "balance" | "balanceOrEquity";
                            resetTimeZone: string;
                            timeLimitDays: number | null;
                            bestDayPct: number | null;
                            /** @default null */
                            newsWindowMinutes?: number | null;
                        };
                    }[];
                    /** @default true */
                    active?: boolean;
                    /** @default 0 */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description The product */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The slug is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAdminChallengesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        lineageId: string;
                        version: number;
                        replacedAt: string | null;
                        slug: string;
                        name: string;
                        description: string;
                        accountSize: number;
                        currency: string;
                        price: number;
                        platform: string;
                        leverage: number;
                        profitSplitPct: number;
                        payoutIntervalDays: number;
                        fundedNewsWindowMinutes: number | null;
                        active: boolean;
                        sortOrder: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        names: {
                            en?: string;
                            de?: string;
                            es?: string;
                            fr?: string;
                            ja?: string;
                            zh?: string;
                        };
                        phases: {
                            name: string;
                            names?: {
                                en?: string;
                                de?: string;
                                es?: string;
                                fr?: string;
                                ja?: string;
                                zh?: string;
                            };
                            rules: components["schemas"]["PhaseRules"];
                        }[];
                        hasOrders: boolean;
                        versions: {
                            /** Format: uuid */
                            id: string;
                            version: number;
                            /** Format: date-time */
                            createdAt: string;
                            replacedAt: string | null;
                            sold: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    putApiAdminChallengesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    name: string;
                    /** @default {} */
                    names?: {
                        en?: string;
                        de?: string;
                        es?: string;
                        fr?: string;
                        ja?: string;
                        zh?: string;
                    };
                    /** @default  */
                    description?: string;
                    accountSize: number;
                    currency: string;
                    price: number;
                    platform: string;
                    leverage: number;
                    profitSplitPct: number;
                    payoutIntervalDays: number;
                    /** @default 2 */
                    fundedNewsWindowMinutes?: number | null;
                    phases: {
                        name: string;
                        /** @default {} */
                        names?: {
                            en?: string;
                            de?: string;
                            es?: string;
                            fr?: string;
                            ja?: string;
                            zh?: string;
                        };
                        rules: {
                            profitTargetPct: number | null;
                            maxDailyLossPct: number;
                            maxLossPct: number;
                            /** @enum {string} */
                            maxLossMode: "static" | "trailing";
                            minTradingDays: number;
                            /** @enum {string} */
                            dailyLossBasis: "balance" | "balanceOrEquity";
                            resetTimeZone: string;
                            timeLimitDays: number | null;
                            bestDayPct: number | null;
                            /** @default null */
                            newsWindowMinutes?: number | null;
                        };
                    }[];
                    /** @default true */
                    active?: boolean;
                    /** @default 0 */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description The saved product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        lineageId: string;
                        version: number;
                        replacedAt: string | null;
                        slug: string;
                        name: string;
                        description: string;
                        accountSize: number;
                        currency: string;
                        price: number;
                        platform: string;
                        leverage: number;
                        profitSplitPct: number;
                        payoutIntervalDays: number;
                        fundedNewsWindowMinutes: number | null;
                        active: boolean;
                        sortOrder: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        names: {
                            en?: string;
                            de?: string;
                            es?: string;
                            fr?: string;
                            ja?: string;
                            zh?: string;
                        };
                        phases: {
                            name: string;
                            names?: {
                                en?: string;
                                de?: string;
                                es?: string;
                                fr?: string;
                                ja?: string;
                                zh?: string;
                            };
                            rules: components["schemas"]["PhaseRules"];
                        }[];
                        versioned: boolean;
                    };
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The slug is taken, or the version was replaced */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    deleteApiAdminChallengesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description An order names the product: archive it instead */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminChallengesByIdArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminChallengesByIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAdminDashboard: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAdminOrders: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                sort?: "-created" | "created" | "-total" | "total" | "-number" | "number";
                status?: "pending" | "paid" | "cancelled" | "failed" | "refunded" | "expired";
                provider?: "manual" | "card" | "demo" | "grant";
                challengeId?: string;
                from?: "" | string;
                to?: "" | string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminOrdersByIdMarkPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminOrdersByIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminOrdersByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminOrdersByIdConfirmVatNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAdminAudit: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                sort?: "-created" | "created";
                actor?: string;
                action?: "" | string;
                subjectType?: "" | ("order" | "orders" | "user" | "certificate" | "challenge" | "trading_account" | "payout" | "discountCode" | "session" | "news" | "newsEvent");
                subject?: string;
                from?: "" | string;
                to?: "" | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminGrants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @default
                     */
                    userId?: string;
                    /**
                     * Format: uuid
                     * @default
                     */
                    challengeId?: string;
                    /**
                     * @default
                     * @enum {string}
                     */
                    reason?: "freeRetry" | "competitionPrize" | "compensation";
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The granted order and account */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAdminDiscountCodes: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                q?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of codes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminDiscountCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    kind: "percent" | "fixed";
                    value: number;
                    /** @default USD */
                    currency?: string;
                    /** @default null */
                    challengeId?: string | null;
                    /** @default null */
                    expiresAt?: string | null;
                    /** @default null */
                    maxUses?: number | null;
                    /** @default null */
                    maxUsesPerMember?: number | null;
                };
            };
        };
        responses: {
            /** @description The code */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    putApiAdminDiscountCodesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "percent" | "fixed";
                    value: number;
                    /** @default USD */
                    currency?: string;
                    /** @default null */
                    challengeId?: string | null;
                    /** @default null */
                    expiresAt?: string | null;
                    /** @default null */
                    maxUses?: number | null;
                    /** @default null */
                    maxUsesPerMember?: number | null;
                };
            };
        };
        responses: {
            /** @description The code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminDiscountCodesByIdDisable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAdminCertificates: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                sort?: "-issued" | "issued";
                kind?: "" | ("phase_passed" | "funded" | "payout");
                state?: "" | ("valid" | "revoked");
                from?: "" | string;
                to?: "" | string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of certificates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @default
                     */
                    userId?: string;
                    /**
                     * Format: uuid
                     * @default
                     */
                    accountId?: string;
                    /**
                     * @default
                     * @enum {string}
                     */
                    kind?: "phase_passed" | "funded" | "payout";
                    /** @default null */
                    amount?: number | null;
                };
            };
        };
        responses: {
            /** @description The certificate */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminCertificatesByIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The certificate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAdminPayouts: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                sort?: "-requested" | "requested" | "-amount" | "amount";
                status?: "requested" | "approved" | "paid" | "rejected";
                method?: "bankTransfer" | "crypto";
                accountId?: string;
                from?: "" | string;
                to?: "" | string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payouts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAdminPayoutsSummary: {
        parameters: {
            query?: {
                method?: "bankTransfer" | "crypto";
                accountId?: string;
                from?: "" | string;
                to?: "" | string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAdminPayoutsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminPayoutsByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminPayoutsByIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The payout */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminPayoutsByIdPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reference?: string;
                };
            };
        };
        responses: {
            /** @description The payout */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAdminNews: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                sort?: "-time" | "time";
                from?: "" | string;
                to?: "" | string;
                currency?: string;
                impact?: "" | ("low" | "medium" | "high");
                source?: "" | ("sample" | "feed" | "admin");
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminNewsImportPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default
                     * @enum {string}
                     */
                    format?: "csv" | "json";
                    /** @default  */
                    content?: string;
                    expectedAccepted?: number;
                };
            };
        };
        responses: {
            /** @description What the import would do */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminNewsImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default
                     * @enum {string}
                     */
                    format?: "csv" | "json";
                    /** @default  */
                    content?: string;
                    expectedAccepted?: number;
                };
            };
        };
        responses: {
            /** @description What was imported */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    putApiAdminNewsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    time?: (string | number) | null;
                    /** @default  */
                    currency?: (string | number) | null;
                    /**
                     * @default
                     * @enum {string}
                     */
                    impact?: "low" | "medium" | "high";
                    /** @default  */
                    title?: (string | number) | null;
                    /** @default  */
                    forecast?: (string | number) | null;
                    /** @default  */
                    previous?: (string | number) | null;
                    /** @default  */
                    actual?: (string | number) | null;
                };
            };
        };
        responses: {
            /** @description The event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    deleteApiAdminNewsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAdminUsersByIdAccounts: {
        parameters: {
            query?: {
                status?: "active" | "all";
                page?: string;
                pageSize?: string;
                sort?: "started" | "-started" | "balance" | "-balance";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Account"][];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiAdminAccountsByIdForce: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "pass" | "fail" | "reset";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The account after the action */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description The request is not valid: the message names the first wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No session: no token, or one expired or revoked (the client signs out) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A suspended account, a member, or an administrator who must first turn on two-step sign-in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is no longer active */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    postApiBridgeEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The evaluation after the batch */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a batch, or an event dated outside the account’s life (nothing stored) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or wrong signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
