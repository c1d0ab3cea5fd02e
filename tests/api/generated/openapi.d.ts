export interface paths {
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this instance takes traffic: started, not stopping, its database answering and migrated */
        get: operations["getApiReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the process runs (see /api/ready for taking traffic) */
        get: operations["getApiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the sign-up form needs: which security check, and its site key */
        get: operations["getApiConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/api/auth/verify-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the bearer’s session is live */
        get: operations["getApiAuthVerifyToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: end the bearer’s session (answered alike without one) */
        post: operations["postApiAuthLogout"];
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
    "/api/auth/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A security-check token for the registration form (when the server issues its own, without Turnstile) */
        post: operations["postApiAuthChallenge"];
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
    "/api/profile/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s live sessions, newest sign-in first */
        get: operations["getApiProfileSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out every other session of the caller */
        post: operations["postApiProfileSessionsRevokeOthers"];
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
    "/api/profile/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller’s two-step sign-in is on */
        get: operations["getApiProfileTwoFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting up two-step sign-in: a new secret for the authenticator app */
        post: operations["postApiProfileTwoFactorSetup"];
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
        /** Turn off two-step sign-in with the password and a code */
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
        /** Replace the recovery codes, with a code */
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
    "/api/users/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member’s identity verification with its history, the provider’s reference and accepted holder names (administrators) */
        get: operations["getApiUsersByIdVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/verification/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject a member’s verification by hand, or ask for a new one, with a reason (administrators, audited) */
        post: operations["postApiUsersByIdVerificationDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/verification/holder-names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a payout holder name that differs from the verified name, with a reason (administrators, audited) */
        post: operations["postApiUsersByIdVerificationHolderNames"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s identity verification, its history and what it is required for */
        get: operations["getApiVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open (or reopen) the provider’s hosted verification flow */
        post: operations["postApiVerificationStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification/demo/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The demo provider: send the documents (outside production) */
        post: operations["postApiVerificationDemoSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification/demo/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The demo provider’s reviewer: approve with the name and country on the document, reject, or ask for new documents (outside production) */
        post: operations["postApiVerificationDemoReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/sumsub": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sumsub webhook (identity verification)
         * @description Called by Sumsub with `X-Payload-Digest` (HMAC of the raw body with SUMSUB_WEBHOOK_SECRET, algorithm in `X-Payload-Digest-Alg`). `applicantPending`/`applicantOnHold` put the verification under review; `applicantReviewed` approves (GREEN), asks for new documents (RED, RETRY) or rejects (RED, FINAL) with the moderation comment as the reason. A delivery created more than 24 hours ago is refused; one delivered again answers 200 and changes nothing.
         */
        post: operations["postApiWebhooksSumsub"];
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
    "/api/orders/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the configurator may offer: payment methods, the VAT rate inside prices, the seller’s country */
        get: operations["getApiOrdersOptions"];
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
        /** One of the caller’s orders, and how to pay it */
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
        /** Cancel a pending order (audited) */
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
        /** The caller’s billing details, or a draft from the account before the first save */
        get: operations["getApiBillingDetails"];
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
    "/api/accounts/{id}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform, server, login and trading password of one of the caller’s accounts */
        get: operations["getApiAccountsByIdCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/trading-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new trading password, sent to the platform (audited); the account shows it once the platform took it */
        post: operations["postApiAccountsByIdTradingPassword"];
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
    "/api/payouts/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s funded accounts, each with its payout checklist and payable amount */
        get: operations["getApiPayoutsAccounts"];
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
    "/api/payouts/destinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The destinations the caller used last, per method, to prefill the next request */
        get: operations["getApiPayoutsDestinations"];
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
        /** Request a payout from a funded account (audited) */
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
    "/api/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How to reach the firm’s support */
        get: operations["getApiSupport"];
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
    "/api/admin/orders/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every order the list’s filters select, as CSV (administrators, audited) */
        get: operations["getApiAdminOrdersExportCsv"];
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
    "/api/admin/audit/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The actions the audit log holds, for its filter (administrators) */
        get: operations["getApiAdminAuditActions"];
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
        /** Discount codes, newest first (administrators) */
        get: operations["getApiAdminDiscountCodes"];
        put?: never;
        /** Create a discount code (administrators, audited) */
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
        /** Edit a discount code’s terms, never its text (administrators, audited) */
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
        /** Disable a discount code for good (administrators, audited) */
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
        /** Issue a certificate (administrators, audited) */
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
        /** Revoke a certificate (administrators, with a reason, audited) */
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
        /** Approve a payout (administrators); with risk flags on the account only with `riskOverride`, a reason (audited) */
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
        /** Import news events (administrators, audited) */
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
        /** Edit a news event (administrators, audited) */
        put: operations["putApiAdminNewsById"];
        post?: never;
        /** Delete a news event (administrators, audited) */
        delete: operations["deleteApiAdminNewsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/risk/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Risk flags, most severe and oldest first, filtered by review status, detector and severity (administrators) */
        get: operations["getApiAdminRiskFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/risk/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open risk flags per severity (administrators) */
        get: operations["getApiAdminRiskSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/risk/flags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A risk flag with its evidence, accounts, linked members and decision (administrators) */
        get: operations["getApiAdminRiskFlagsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/risk/flags/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide a flag with a reason (administrators, audited): dismiss, confirm, or confirm and fail its accounts or refuse their payouts */
        post: operations["postApiAdminRiskFlagsByIdDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/risk/accounts/{id}/rescan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Scan an account again from its whole history (administrators, audited) */
        post: operations["postApiAdminRiskAccountsByIdRescan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{id}/platform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account on its trading platform: connection, state and the commands sent (administrators) */
        get: operations["getApiAdminAccountsByIdPlatform"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{id}/platform/trading-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable or disable trading on the platform, with a reason (administrators, audited) */
        post: operations["postApiAdminAccountsByIdPlatformTradingState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{id}/platform/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset the trading password: a new one is sent to the platform and shown to the trader (administrators, audited) */
        post: operations["postApiAdminAccountsByIdPlatformPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/platform-commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform commands that failed and are waiting to be tried again, or were given up (administrators) */
        get: operations["getApiAdminPlatformCommands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/platform-commands/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Try a failed or waiting platform command again now (administrators, audited) */
        post: operations["postApiAdminPlatformCommandsByIdRetry"];
        delete?: never;
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
        Device: {
            browser: string | null;
            os: string | null;
            type: string | null;
        };
        Place: {
            city: string | null;
            country: string | null;
        };
        Session: {
            /** Format: uuid */
            id: string;
            current: boolean;
            device: components["schemas"]["Device"];
            ip: string | null;
            place: components["schemas"]["Place"];
            /** Format: date-time */
            signedInAt: string;
            /** Format: date-time */
            lastSeenAt: string;
            /** Format: date-time */
            expiresAt: string;
        };
        Login: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            at: string;
            success: boolean;
            device: components["schemas"]["Device"];
            ip: string | null;
            place: components["schemas"]["Place"];
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
            /** @enum {string} */
            verification: "notStarted" | "inProgress" | "pendingReview" | "approved" | "rejected" | "resubmissionRequested" | "expired";
        };
        BillingDetails: {
            firstName: string;
            lastName: string;
            email: string;
            address: string;
            city: string;
            postalCode: string;
            country: string;
            /** @enum {string} */
            type: "Individual" | "Business";
            companyName: string;
            vatNumber: string;
        };
        Verification: {
            /** @enum {string} */
            state: "notStarted" | "inProgress" | "pendingReview" | "approved" | "rejected" | "resubmissionRequested" | "expired";
            /** @enum {string} */
            kind: "individual" | "company";
            /** @enum {string} */
            provider: "demo" | "sumsub";
            reason: string | null;
            stateSince: string | null;
            expiresAt: string | null;
            verifiedName: string | null;
            verifiedCountry: string | null;
            verifiedAt: string | null;
            /** @enum {string} */
            required: "beforePayout" | "beforeFunded";
            fundedWaiting: number;
            history: {
                /** @enum {string} */
                from: "notStarted" | "inProgress" | "pendingReview" | "approved" | "rejected" | "resubmissionRequested" | "expired";
                /** @enum {string} */
                to: "notStarted" | "inProgress" | "pendingReview" | "approved" | "rejected" | "resubmissionRequested" | "expired";
                /** @enum {string} */
                source: "member" | "provider" | "admin" | "system";
                reason: string | null;
                /** Format: date-time */
                at: string;
                actor?: string | null;
            }[];
        };
        AdminVerification: {
            /** Format: uuid */
            userId: string;
            verification: components["schemas"]["Verification"] | null;
            reference: string | null;
            acceptedHolderNames: {
                name: string;
                reason: string;
                by: string | null;
                /** Format: date-time */
                at: string;
            }[];
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
            /** @enum {string} */
            verificationRequired: "beforePayout" | "beforeFunded";
            verifyBusiness: boolean;
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
        MemberVatCheck: {
            /** @constant */
            method: "vies";
            requestIdentifier: string;
            requestDate: string;
        } | {
            /** @constant */
            method: "admin";
            /** Format: date-time */
            at: string;
        } | {
            /** @constant */
            method: "none";
            /** @enum {string} */
            reason: "notChecked" | "viesInvalid" | "viesUnavailable";
        };
        Order: {
            /** Format: uuid */
            id: string;
            number: string;
            /** Format: uuid */
            challengeId: string;
            challengeName: string;
            accountSize: number;
            platform: string;
            currency: string;
            price: number;
            discountCode: string | null;
            discount: number;
            vatRate: number;
            vat: number;
            reverseCharge: boolean;
            vatCheck: components["schemas"]["MemberVatCheck"] | null;
            total: number;
            /** @enum {string} */
            provider: "manual" | "card" | "demo" | "grant";
            grantReason: ("freeRetry" | "competitionPrize" | "compensation") | null;
            /** @enum {string} */
            status: "pending" | "paid" | "cancelled" | "failed" | "refunded" | "expired";
            paymentReference: string;
            billing: components["schemas"]["BillingDetails"];
            /** Format: date-time */
            createdAt: string;
            paidAt: string | null;
            cancelledAt: string | null;
            refundedAt: string | null;
            invoiceId: string | null;
            creditNoteId: string | null;
        };
        PaymentInstructions: {
            /** @constant */
            kind: "demo";
        } | {
            /** @constant */
            kind: "grant";
        } | {
            /** @constant */
            kind: "card";
        } | {
            /** @constant */
            kind: "bankTransfer";
            beneficiary: string;
            iban: string | null;
            bic: string | null;
            reference: string;
            amount: number;
            currency: string;
            payBy: string | null;
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
            access: {
                server: string | null;
                /** @enum {string} */
                state: "pending" | "enabled" | "close_only" | "read_only" | "disabled";
                /** @enum {string} */
                target: "pending" | "enabled" | "close_only" | "read_only" | "disabled";
                passwordChangePending: boolean;
            };
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
        BalancePoint: {
            /** Format: date-time */
            time: string;
            balance: number;
            equity: number;
        };
        Position: {
            ticket: string;
            symbol: string;
            /** @enum {string} */
            side: "buy" | "sell";
            volume: number;
            /** Format: date-time */
            openTime: string;
            openPrice: number | null;
            price: number | null;
            profit: number | null;
        };
        OpenPositions: {
            /** Format: date-time */
            at: string;
            pricedAt: string | null;
            items: components["schemas"]["Position"][];
            floating: number;
        };
        Deal: {
            ticket: string;
            /** @enum {string} */
            entry: "in" | "out";
            /** Format: date-time */
            time: string;
            symbol: string;
            /** @enum {string} */
            side: "buy" | "sell";
            volume: number;
            profit: number;
            commission: number;
            swap: number;
            price: number | null;
        };
        FloorStep: {
            /** Format: date-time */
            time: string;
            floor: number;
        };
        RestrictingEvent: {
            title: string;
            currency: string;
            /** Format: date-time */
            time: string;
        };
        Trade: {
            ticket: string;
            symbol: string;
            /** @enum {string} */
            side: "buy" | "sell";
            volume: number;
            openTime: string | null;
            /** Format: date-time */
            closeTime: string;
            profit: number;
            commission: number;
            swap: number;
            result: number;
            restricted: boolean;
            newsEvents: components["schemas"]["RestrictingEvent"][];
        };
        CertificateVerification: {
            /** @enum {string} */
            status: "valid" | "revoked" | "invalid";
            certificate: {
                code: string;
                /** @enum {string} */
                kind: "phase_passed" | "funded" | "payout";
                title: string;
                amount: number | null;
                currency: string | null;
                /** Format: date-time */
                issuedAt: string;
                revokedAt: string | null;
                holderName: string;
                revokedReason?: string;
            };
        };
        Certificate: {
            /** Format: uuid */
            id: string;
            code: string;
            /** @enum {string} */
            kind: "phase_passed" | "funded" | "payout";
            title: string;
            amount: number | null;
            currency: string | null;
            /** Format: date-time */
            issuedAt: string;
            revokedAt: string | null;
            holderName: string;
            revokedReason: string | null;
            accountId: string | null;
            payoutId: string | null;
            /** @enum {string} */
            status: "valid" | "revoked" | "invalid";
        };
        NewsEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            time: string;
            currency: string;
            /** @enum {string} */
            impact: "low" | "medium" | "high";
            title: string;
            forecast: string | null;
            previous: string | null;
            actual: string | null;
            restrictedFrom: string | null;
            restrictedTo: string | null;
        };
        PayoutChecklistItem: {
            /** @enum {string} */
            code: "funded" | "profit" | "interval" | "flat" | "noBreach" | "noOpenRequest" | "newsWindows" | "riskReview" | "identity";
            met: boolean;
            values?: {
                [key: string]: string | number;
            };
            message: string;
        };
        PayoutAccount: {
            /** Format: uuid */
            accountId: string;
            login: string;
            challengeName: string;
            currency: string;
            /** @enum {string} */
            status: "active" | "passed" | "failed";
            balance: number;
            initialBalance: number;
            profit: number;
            profitSplitPct: number;
            payable: number;
            minimum: number;
            payoutIntervalDays: number;
            nextPayoutAt: string | null;
            eligible: boolean;
            checklist: components["schemas"]["PayoutChecklistItem"][];
        };
        PayoutDestination: {
            /** @constant */
            method: "bankTransfer";
            accountHolder: string;
            iban: string;
            bic: string;
        } | {
            /** @constant */
            method: "crypto";
            /** @constant */
            currency: "USDT";
            /** @enum {string} */
            network: "TRC20" | "ERC20";
            address: string;
        };
        Payout: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            accountId: string;
            login: string;
            challengeName: string;
            amount: number;
            withdrawn: number;
            currency: string;
            /** @enum {string} */
            method: "bankTransfer" | "crypto";
            destination: components["schemas"]["PayoutDestination"];
            /** @enum {string} */
            status: "requested" | "approved" | "paid" | "rejected";
            rejectionReason: string | null;
            paymentReference: string | null;
            /** Format: date-time */
            requestedAt: string;
            approvedAt: string | null;
            paidAt: string | null;
            rejectedAt: string | null;
            timeline: {
                /** @enum {string} */
                status: "requested" | "approved" | "paid" | "rejected";
                /** Format: date-time */
                at: string;
            }[];
            certificateCode: string | null;
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
            /** @enum {string} */
            verificationRequired: "beforePayout" | "beforeFunded";
            verifyBusiness: boolean;
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
            riskRules: {
                copyTrading?: {
                    windowMs?: number;
                    volumeRatio?: number;
                    minMatches?: number;
                    minShare?: number;
                };
                hedging?: {
                    windowMs?: number;
                    volumeRatio?: number;
                    minOverlapMs?: number;
                    minMatches?: number;
                };
                tickScalping?: {
                    minHoldSeconds?: number;
                    maxShortShare?: number;
                    minTrades?: number;
                };
                martingale?: {
                    factor?: number;
                    minSteps?: number;
                    withinMinutes?: number;
                    minRuns?: number;
                    gridMinEntries?: number;
                    gridSpacingTolerance?: number;
                };
                newsStraddling?: {
                    windowMinutes?: number;
                    minOccurrences?: number;
                };
                gambling?: {
                    dailyRoomShare?: number;
                    minOccurrences?: number;
                };
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
        VatCheck: {
            /** @constant */
            method: "vies";
            requestIdentifier: string;
            requestDate: string;
        } | {
            /** @constant */
            method: "admin";
            /** Format: uuid */
            byId: string;
            byName: string;
            /** Format: date-time */
            at: string;
        } | {
            /** @constant */
            method: "none";
            /** @enum {string} */
            reason: "notChecked" | "viesInvalid" | "viesUnavailable";
        };
        AdminOrder: {
            /** Format: uuid */
            id: string;
            number: string;
            /** Format: uuid */
            challengeId: string;
            challengeName: string;
            accountSize: number;
            platform: string;
            currency: string;
            price: number;
            discountCode: string | null;
            discount: number;
            vatRate: number;
            vat: number;
            reverseCharge: boolean;
            vatCheck: components["schemas"]["VatCheck"] | null;
            total: number;
            /** @enum {string} */
            provider: "manual" | "card" | "demo" | "grant";
            grantReason: ("freeRetry" | "competitionPrize" | "compensation") | null;
            /** @enum {string} */
            status: "pending" | "paid" | "cancelled" | "failed" | "refunded" | "expired";
            paymentReference: string;
            billing: components["schemas"]["BillingDetails"];
            /** Format: date-time */
            createdAt: string;
            paidAt: string | null;
            cancelledAt: string | null;
            refundedAt: string | null;
            invoiceId: string | null;
            creditNoteId: string | null;
            member: {
                /** Format: uuid */
                id: string;
                email: string;
                firstName: string;
                lastName: string;
            };
            grantNote: string | null;
        };
        AuditEntry: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            createdAt: string;
            actor: {
                /** Format: uuid */
                id: string;
                name: string;
                email: string;
            } | null;
            action: string;
            subject: {
                type: string;
                id: string;
                label: string | null;
                exists: boolean;
                userId: string | null;
                amount: {
                    value: number;
                    currency: string;
                } | null;
            };
            currency: string | null;
            before: unknown;
            after: unknown;
            details: {
                [key: string]: unknown;
            };
        };
        DiscountCode: {
            /** Format: uuid */
            id: string;
            code: string;
            /** @enum {string} */
            kind: "percent" | "fixed";
            value: number;
            currency: string;
            challengeId: string | null;
            expiresAt: string | null;
            maxUses: number | null;
            maxUsesPerMember: number | null;
            uses: number;
            active: boolean;
            disabledAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        AdminCertificate: {
            /** Format: uuid */
            id: string;
            code: string;
            /** @enum {string} */
            kind: "phase_passed" | "funded" | "payout";
            title: string;
            amount: number | null;
            currency: string | null;
            /** Format: date-time */
            issuedAt: string;
            revokedAt: string | null;
            /** @enum {string} */
            status: "valid" | "revoked" | "invalid";
            holder: {
                /** Format: uuid */
                id: string;
                name: string;
                email: string;
            };
            account: {
                /** Format: uuid */
                id: string;
                login: string | null;
            } | null;
            payoutId: string | null;
            revokedReason: string | null;
        };
        AdminPayout: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            accountId: string;
            login: string;
            challengeName: string;
            amount: number;
            withdrawn: number;
            currency: string;
            /** @enum {string} */
            method: "bankTransfer" | "crypto";
            destination: components["schemas"]["PayoutDestination"];
            /** @enum {string} */
            status: "requested" | "approved" | "paid" | "rejected";
            rejectionReason: string | null;
            paymentReference: string | null;
            /** Format: date-time */
            requestedAt: string;
            approvedAt: string | null;
            paidAt: string | null;
            rejectedAt: string | null;
            timeline: {
                /** @enum {string} */
                status: "requested" | "approved" | "paid" | "rejected";
                /** Format: date-time */
                at: string;
            }[];
            certificateCode: string | null;
            /** Format: uuid */
            userId: string;
            member: {
                /** Format: uuid */
                id: string;
                firstName: string;
                lastName: string;
                email: string;
            };
            account: {
                /** Format: uuid */
                id: string;
                phase: number;
                phaseName: string;
                funded: boolean;
                login: string;
                challengeName: string;
            };
            destinationSummary: string;
            ageSeconds: number;
            eligibility: {
                /** @enum {string} */
                at: "now" | "request";
                eligible: boolean;
                items: components["schemas"]["PayoutChecklistItem"][];
            };
        };
        AdminNewsEvent: {
            /** Format: uuid */
            id: string;
            externalId: string | null;
            /** Format: date-time */
            time: string;
            currency: string;
            /** @enum {string} */
            impact: "low" | "medium" | "high";
            title: string;
            forecast: string | null;
            previous: string | null;
            actual: string | null;
            /** @enum {string} */
            source: "sample" | "feed" | "admin";
            /** Format: date-time */
            updatedAt: string;
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
    getApiReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ready";
                    };
                };
            };
            /** @description Not ready, and why */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "unavailable";
                        /** @enum {string} */
                        reason: "starting" | "stopping" | "database not answering" | "database unreachable" | "migrations pending";
                    };
                };
            };
        };
    };
    getApiHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Running */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
        };
    };
    getApiConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        securityCheck: "turnstile" | "development";
                        turnstileSiteKey: string | null;
                    };
                };
            };
        };
    };
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
            /** @description The account is suspended */
            403: {
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
    getApiAuthVerifyToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Live */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        valid: true;
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
            /** @description The account is suspended */
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
    postApiAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
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
    postApiAuthChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A single-use token, valid for five minutes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            /** @description Turnstile is configured: the form gets its token from Turnstile */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Too many tokens asked from this address */
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
            /** @description The language saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        locale: "en" | "de" | "es" | "fr" | "ja" | "zh";
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
    getApiProfileSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Session"][];
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
    postApiProfileSessionsRevokeOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
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
            /** @description No such live session of the caller */
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
                content: {
                    "application/json": {
                        items: components["schemas"]["Login"][];
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
    getApiProfileTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabledAt: string | null;
                        recoveryCodesLeft: number;
                        mandatory: boolean;
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
    postApiProfileTwoFactorSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret, as text and as a QR code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        uri: string;
                        qrSvg: string;
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
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Two-step sign-in is already on */
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
            /** @description On, with recovery codes shown this once */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                        user: components["schemas"]["User"];
                        message: string;
                    };
                };
            };
            /** @description A wrong code */
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
            /** @description Already on, or no set-up started */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Too many wrong codes: try again after Retry-After seconds */
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
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                        message: string;
                    };
                };
            };
            /** @description A wrong password or code */
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
            /** @description Already off, or mandatory for administrators */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Too many wrong codes: try again after Retry-After seconds */
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
            /** @description The new recovery codes, shown this once */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                        message: string;
                    };
                };
            };
            /** @description A wrong code */
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
            /** @description Two-step sign-in is off */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Too many wrong codes: try again after Retry-After seconds */
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
    getApiUsers: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                sort?: "name" | "-name" | "email" | "-email" | "created" | "-created" | "lastLogin" | "-lastLogin" | "accounts" | "-accounts" | "totalPaid" | "-totalPaid";
                status?: "" | ("Active" | "Suspended");
                type?: "" | ("Individual" | "Business");
                verification?: "" | ("notStarted" | "inProgress" | "pendingReview" | "approved" | "rejected" | "resubmissionRequested" | "expired");
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
            /** @description How many were set, and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number;
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
                content: {
                    "application/json": {
                        deleted: number;
                        anonymised: number;
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
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                        billing: components["schemas"]["BillingDetails"] | null;
                        lastLogin: string | null;
                        orders: {
                            /** Format: uuid */
                            id: string;
                            number: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "cancelled" | "failed" | "refunded" | "expired";
                            total: number;
                            currency: string;
                            challengeName: string;
                        }[];
                        accounts: {
                            /** Format: uuid */
                            id: string;
                            login: string;
                            phaseName: string;
                            funded: boolean;
                            /** @enum {string} */
                            status: "active" | "passed" | "failed";
                            initialBalance: number;
                            currency: string;
                            /** Format: date-time */
                            startedAt: string;
                        }[];
                        payouts: {
                            /** Format: uuid */
                            id: string;
                            amount: number;
                            currency: string;
                            /** @enum {string} */
                            status: "requested" | "approved" | "paid" | "rejected";
                            /** Format: date-time */
                            requestedAt: string;
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
                content: {
                    "application/json": {
                        deleted: number;
                        anonymised: number;
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
    getApiUsersByIdVerification: {
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
            /** @description The verification */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminVerification"];
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
        };
    };
    postApiUsersByIdVerificationDecision: {
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
                    action: "approve" | "reject" | "requestNew";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The verification as decided */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminVerification"];
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
            /** @description The verification already stands so */
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
    postApiUsersByIdVerificationHolderNames: {
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
                    name: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The verification with the accepted names */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminVerification"];
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
        };
    };
    getApiVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
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
    postApiVerificationStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where to send the member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        /** @enum {string} */
                        provider: "demo" | "sumsub";
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
            /** @description The account is suspended (the client signs out and shows the message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Already under review, approved, or rejected (an administrator can ask for a new verification) */
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
    postApiVerificationDemoSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
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
            /** @description Not the demo provider (or in production) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not waiting for documents */
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
    postApiVerificationDemoReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    outcome: "approved";
                    name: string;
                    country: string;
                } | {
                    /** @enum {string} */
                    outcome: "rejected" | "resubmissionRequested";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The verification */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
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
            /** @description Not the demo provider (or in production) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Nothing to review */
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
    postApiWebhooksSumsub: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received: applied once, or why nothing changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                        /** @enum {string} */
                        outcome: "applied" | "unchanged" | "replayed" | "outdated" | "unknown" | "ignored";
                    };
                };
            };
            /** @description Missing or wrong digest, stale or malformed delivery, or Sumsub not configured */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Body too large */
            413: {
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
    getApiOrdersOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        providers: ("manual" | "card" | "demo")[];
                        vatRate: number;
                        sellerCountry: string;
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
                content: {
                    "application/json": {
                        price: number;
                        discount: number;
                        vat: number;
                        total: number;
                        currency: string;
                        vatRate: number;
                        reverseCharge: boolean;
                        vatNumberCheck: ("vies" | "admin") | null;
                        discountCode: string | null;
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
            /** @description No such challenge on sale */
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
                content: {
                    "application/json": {
                        items: components["schemas"]["Order"][];
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
                content: {
                    "application/json": {
                        order: components["schemas"]["Order"];
                        instructions: components["schemas"]["PaymentInstructions"];
                        checkoutUrl: string | null;
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
            /** @description No such challenge on sale */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The card checkout could not be opened (the order failed; nothing is owed) */
            503: {
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
                content: {
                    "application/json": {
                        order: components["schemas"]["Order"];
                        instructions: components["schemas"]["PaymentInstructions"];
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
            /** @description Another member’s order (or the caller’s account is suspended) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such order */
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
                content: {
                    "application/json": components["schemas"]["Order"];
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
            /** @description Another member’s order (or the caller’s account is suspended) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such order */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The order is no longer pending, or its card payment is under way */
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
    getApiBillingDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: components["schemas"]["BillingDetails"];
                        saved: boolean;
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
                content: {
                    "application/json": {
                        details: components["schemas"]["BillingDetails"];
                        saved: boolean;
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
            /** @description Another member’s document (or the caller’s account is suspended) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such document */
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
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                        /** @enum {string} */
                        outcome: "paid" | "failed" | "replayed" | "refused" | "unchanged" | "ignored";
                    };
                };
            };
            /** @description Missing or wrong signature, or card payments not configured */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
        };
    };
    getApiAccountsByIdCredentials: {
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
            /** @description The sign-in details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        platform: string;
                        server: string | null;
                        login: string;
                        password: string | null;
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
            /** @description The caller’s account is suspended */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such account, or not the caller’s */
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
    postApiAccountsByIdTradingPassword: {
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
            /** @description The change is on its way */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        commandId: string;
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
            /** @description The caller’s account is suspended */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No such account, or not the caller’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is not open on the platform, or a change is already on its way */
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
                content: {
                    "application/json": {
                        /** @enum {string} */
                        rule: "maxDailyLoss" | "maxLoss" | "timeLimit" | "manual" | "reset" | "refunded";
                        /** Format: date-time */
                        at: string;
                        equity: number;
                        floor: number;
                        reason: string | null;
                        basis: number;
                        limitAmount: number;
                        limitPct: number;
                        initialBalance: number;
                        paidOut: number;
                        currency: string;
                        resetTimeZone: string;
                        path: components["schemas"]["BalancePoint"][];
                        positions: components["schemas"]["OpenPositions"];
                        trigger: {
                            /** Format: date-time */
                            time: string;
                            /** @enum {string} */
                            kind: "deal" | "equity" | "dayStart" | "deadline" | "manual";
                            ticket?: string;
                            /** @enum {string} */
                            entry?: "in" | "out";
                            symbol?: string;
                            profit?: number;
                        };
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
                content: {
                    "application/json": components["schemas"]["OpenPositions"];
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
                content: {
                    "application/json": {
                        closedAt: string | null;
                        items: components["schemas"]["Deal"][];
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
                content: {
                    "application/json": {
                        items: components["schemas"]["Deal"][];
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
                content: {
                    "application/json": {
                        month: string;
                        timeZone: string;
                        items: {
                            day: string;
                            startBalance: number;
                            startEquity: number;
                            basis: number;
                            floor: number;
                            pnl: number;
                            trades: number;
                            closed: number;
                            wins: number;
                            losses: number;
                            lots: number;
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
                content: {
                    "application/json": {
                        /** Format: date-time */
                        from: string;
                        /** Format: date-time */
                        to: string;
                        items: components["schemas"]["BalancePoint"][];
                        floors: {
                            dailyLoss: components["schemas"]["FloorStep"][];
                            maxLoss: components["schemas"]["FloorStep"][];
                            profitTarget: number | null;
                        };
                    };
                };
            };
            /** @description `points` outside 2–5000 or an unknown `range` */
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
                content: {
                    "application/json": {
                        trades: number;
                        wins: number;
                        losses: number;
                        winRate: number | null;
                        averageWin: number | null;
                        averageLoss: number | null;
                        profitFactor: number | null;
                        expectancy: number | null;
                        averageRiskReward: number | null;
                        bestTrade: {
                            ticket: string;
                            result: number;
                        } | null;
                        worstTrade: {
                            ticket: string;
                            result: number;
                        } | null;
                        longestWinStreak: number;
                        longestLossStreak: number;
                        dailySharpe: number | null;
                        bestDay: {
                            day: string;
                            pnl: number;
                        } | null;
                        worstDay: {
                            day: string;
                            pnl: number;
                        } | null;
                        maxDrawdown: {
                            amount: number;
                            pct: number;
                        } | null;
                        lots: number;
                        tradingDays: number;
                        symbols: string[];
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
                content: {
                    "application/json": {
                        items: components["schemas"]["Trade"][];
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
            /** @description The certificate’s claim and whether it stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateVerification"];
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
            /** @description No certificate has this code */
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
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No certificate has this code */
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
                content: {
                    "application/json": {
                        items: components["schemas"]["Certificate"][];
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
            /** @description No such certificate */
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
            /** @description The news events of the period */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["NewsEvent"][];
                        /** Format: date-time */
                        from: string;
                        /** Format: date-time */
                        to: string;
                        window: {
                            minutes: number | null;
                            /** @enum {string} */
                            source: "accounts" | "default";
                        };
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
    getApiPayoutsAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The funded accounts, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PayoutAccount"][];
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
                content: {
                    "application/json": components["schemas"]["PayoutAccount"];
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
            /** @description No such account (or another member’s) */
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
    getApiPayoutsDestinations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved destinations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bankTransfer: {
                            /** @constant */
                            method: "bankTransfer";
                            accountHolder: string;
                            iban: string;
                            bic: string;
                        } | null;
                        crypto: {
                            /** @constant */
                            method: "crypto";
                            /** @constant */
                            currency: "USDT";
                            /** @enum {string} */
                            network: "TRC20" | "ERC20";
                            address: string;
                        } | null;
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
                content: {
                    "application/json": {
                        items: components["schemas"]["Payout"][];
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
                content: {
                    "application/json": components["schemas"]["Payout"];
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
            /** @description No such account (or another member’s) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not funded, a request already open, not eligible (every unmet item named), or above the payable amount */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Too many wrong two-step codes: try again later */
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
                content: {
                    "application/json": components["schemas"]["Payout"];
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
            /** @description No such payout (or another member’s) */
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
    getApiSupport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        phone: string | null;
                        hours: string | null;
                    };
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
                            /** @enum {string} */
                            verificationRequired: "beforePayout" | "beforeFunded";
                            verifyBusiness: boolean;
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
                            riskRules: {
                                copyTrading?: {
                                    windowMs?: number;
                                    volumeRatio?: number;
                                    minMatches?: number;
                                    minShare?: number;
                                };
                                hedging?: {
                                    windowMs?: number;
                                    volumeRatio?: number;
                                    minOverlapMs?: number;
                                    minMatches?: number;
                                };
                                tickScalping?: {
                                    minHoldSeconds?: number;
                                    maxShortShare?: number;
                                    minTrades?: number;
                                };
                                martingale?: {
                                    factor?: number;
                                    minSteps?: number;
                                    withinMinutes?: number;
                                    minRuns?: number;
                                    gridMinEntries?: number;
                                    gridSpacingTolerance?: number;
                                };
                                newsStraddling?: {
                                    windowMinutes?: number;
                                    minOccurrences?: number;
                                };
                                gambling?: {
                                    dailyRoomShare?: number;
                                    minOccurrences?: number;
                                };
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
                    /** @default {} */
                    riskRules?: {
                        copyTrading?: {
                            windowMs?: number;
                            volumeRatio?: number;
                            minMatches?: number;
                            minShare?: number;
                        };
                        hedging?: {
                            windowMs?: number;
                            volumeRatio?: number;
                            minOverlapMs?: number;
                            minMatches?: number;
                        };
                        tickScalping?: {
                            minHoldSeconds?: number;
                            maxShortShare?: number;
                            minTrades?: number;
                        };
                        martingale?: {
                            factor?: number;
                            minSteps?: number;
                            withinMinutes?: number;
                            minRuns?: number;
                            gridMinEntries?: number;
                            gridSpacingTolerance?: number;
                        };
                        newsStraddling?: {
                            windowMinutes?: number;
                            minOccurrences?: number;
                        };
                        gambling?: {
                            dailyRoomShare?: number;
                            minOccurrences?: number;
                        };
                    };
                    /**
                     * @default beforePayout
                     * @enum {string}
                     */
                    verificationRequired?: "beforePayout" | "beforeFunded";
                    /** @default false */
                    verifyBusiness?: boolean;
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
                        /** @enum {string} */
                        verificationRequired: "beforePayout" | "beforeFunded";
                        verifyBusiness: boolean;
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
                        riskRules: {
                            copyTrading?: {
                                windowMs?: number;
                                volumeRatio?: number;
                                minMatches?: number;
                                minShare?: number;
                            };
                            hedging?: {
                                windowMs?: number;
                                volumeRatio?: number;
                                minOverlapMs?: number;
                                minMatches?: number;
                            };
                            tickScalping?: {
                                minHoldSeconds?: number;
                                maxShortShare?: number;
                                minTrades?: number;
                            };
                            martingale?: {
                                factor?: number;
                                minSteps?: number;
                                withinMinutes?: number;
                                minRuns?: number;
                                gridMinEntries?: number;
                                gridSpacingTolerance?: number;
                            };
                            newsStraddling?: {
                                windowMinutes?: number;
                                minOccurrences?: number;
                            };
                            gambling?: {
                                dailyRoomShare?: number;
                                minOccurrences?: number;
                            };
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
                    /** @default {} */
                    riskRules?: {
                        copyTrading?: {
                            windowMs?: number;
                            volumeRatio?: number;
                            minMatches?: number;
                            minShare?: number;
                        };
                        hedging?: {
                            windowMs?: number;
                            volumeRatio?: number;
                            minOverlapMs?: number;
                            minMatches?: number;
                        };
                        tickScalping?: {
                            minHoldSeconds?: number;
                            maxShortShare?: number;
                            minTrades?: number;
                        };
                        martingale?: {
                            factor?: number;
                            minSteps?: number;
                            withinMinutes?: number;
                            minRuns?: number;
                            gridMinEntries?: number;
                            gridSpacingTolerance?: number;
                        };
                        newsStraddling?: {
                            windowMinutes?: number;
                            minOccurrences?: number;
                        };
                        gambling?: {
                            dailyRoomShare?: number;
                            minOccurrences?: number;
                        };
                    };
                    /**
                     * @default beforePayout
                     * @enum {string}
                     */
                    verificationRequired?: "beforePayout" | "beforeFunded";
                    /** @default false */
                    verifyBusiness?: boolean;
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
                        /** @enum {string} */
                        verificationRequired: "beforePayout" | "beforeFunded";
                        verifyBusiness: boolean;
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
                        riskRules: {
                            copyTrading?: {
                                windowMs?: number;
                                volumeRatio?: number;
                                minMatches?: number;
                                minShare?: number;
                            };
                            hedging?: {
                                windowMs?: number;
                                volumeRatio?: number;
                                minOverlapMs?: number;
                                minMatches?: number;
                            };
                            tickScalping?: {
                                minHoldSeconds?: number;
                                maxShortShare?: number;
                                minTrades?: number;
                            };
                            martingale?: {
                                factor?: number;
                                minSteps?: number;
                                withinMinutes?: number;
                                minRuns?: number;
                                gridMinEntries?: number;
                                gridSpacingTolerance?: number;
                            };
                            newsStraddling?: {
                                windowMinutes?: number;
                                minOccurrences?: number;
                            };
                            gambling?: {
                                dailyRoomShare?: number;
                                minOccurrences?: number;
                            };
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
            /** @description The version was replaced by a later one */
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
            /** @description The version was replaced by a later one */
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
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        revenue: {
                            totals: {
                                currency: string;
                                gross: number;
                                refunds: number;
                                net: number;
                                paidOrders: number;
                                refundedOrders: number;
                            }[];
                            byChallenge: {
                                currency: string;
                                gross: number;
                                refunds: number;
                                net: number;
                                paidOrders: number;
                                refundedOrders: number;
                                /** Format: uuid */
                                challengeId: string;
                                challengeName: string;
                            }[];
                        };
                        orders: {
                            /** @enum {string} */
                            status: "pending" | "paid" | "cancelled" | "failed" | "refunded" | "expired";
                            count: number;
                        }[];
                        signUps: number;
                        accounts: {
                            activeNow: number;
                            started: number;
                            passed: number;
                            failed: number;
                            funded: number;
                        };
                        passRates: {
                            /** Format: uuid */
                            challengeId: string;
                            challengeName: string;
                            phase: number;
                            phaseName: string;
                            passed: number;
                            failed: number;
                            rate: number;
                        }[];
                        payouts: {
                            currency: string;
                            requested: {
                                count: number;
                                amount: number;
                            };
                            paid: {
                                count: number;
                                amount: number;
                            };
                        }[];
                        daily: {
                            day: string;
                            signUps: number;
                            net: {
                                [key: string]: number;
                            };
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
                content: {
                    "application/json": {
                        items: components["schemas"]["AdminOrder"][];
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
    getApiAdminOrdersExportCsv: {
        parameters: {
            query?: {
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
            /** @description The orders as CSV, streamed */
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
                content: {
                    "application/json": components["schemas"]["AdminOrder"];
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
            /** @description No such order */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The order is no longer pending */
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
                content: {
                    "application/json": components["schemas"]["AdminOrder"];
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
            /** @description No such order */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The order is not paid */
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
                content: {
                    "application/json": components["schemas"]["AdminOrder"];
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
            /** @description No such order */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The order is no longer pending, or its card payment is under way */
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
                content: {
                    "application/json": components["schemas"]["AdminOrder"];
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
            /** @description No such order */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not a pending bank-transfer order whose VAT number is unverified */
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
    getApiAdminAudit: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                sort?: "-created" | "created";
                actor?: string;
                action?: "" | string;
                subjectType?: "" | ("order" | "orders" | "user" | "certificate" | "challenge" | "trading_account" | "payout" | "discountCode" | "session" | "news" | "newsEvent" | "risk_flag");
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
                content: {
                    "application/json": {
                        items: components["schemas"]["AuditEntry"][];
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
    getApiAdminAuditActions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The action codes, in order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: string[];
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
                content: {
                    "application/json": {
                        order: components["schemas"]["AdminOrder"];
                        account: {
                            /** Format: uuid */
                            id: string;
                            login: string;
                            platform: string;
                            phaseName: string;
                        };
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
            /** @description No such member, or no such challenge on sale */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Not a member (an administrator), or a suspended one */
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
                content: {
                    "application/json": {
                        items: components["schemas"]["DiscountCode"][];
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
                content: {
                    "application/json": components["schemas"]["DiscountCode"];
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
            /** @description The code is taken */
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
                content: {
                    "application/json": components["schemas"]["DiscountCode"];
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
            /** @description No such discount code */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The code is disabled */
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
                content: {
                    "application/json": components["schemas"]["DiscountCode"];
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
            /** @description No such discount code */
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
                content: {
                    "application/json": {
                        items: components["schemas"]["AdminCertificate"][];
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
                content: {
                    "application/json": components["schemas"]["AdminCertificate"];
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
            /** @description No such member or account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A standing certificate of this kind exists for the account */
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
                content: {
                    "application/json": components["schemas"]["AdminCertificate"];
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
            /** @description No such certificate */
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
                content: {
                    "application/json": {
                        items: components["schemas"]["AdminPayout"][];
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
                content: {
                    "application/json": {
                        counts: {
                            [key: string]: number;
                        };
                        averageSecondsToPaid: number | null;
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
                content: {
                    "application/json": components["schemas"]["AdminPayout"];
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
            /** @description No such payout */
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
    postApiAdminPayoutsByIdApprove: {
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
                    riskOverride?: string;
                };
            };
        };
        responses: {
            /** @description The payout */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPayout"];
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
            /** @description No such payout */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The payout’s status does not allow it (or, to pay, the account no longer holds the profit; to approve, risk flags need an override) */
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
                content: {
                    "application/json": components["schemas"]["AdminPayout"];
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
            /** @description No such payout */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The payout’s status does not allow it (or, to pay, the account no longer holds the profit; to approve, risk flags need an override) */
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
                content: {
                    "application/json": components["schemas"]["AdminPayout"];
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
            /** @description No such payout */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The payout’s status does not allow it (or, to pay, the account no longer holds the profit; to approve, risk flags need an override) */
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
                content: {
                    "application/json": {
                        items: components["schemas"]["AdminNewsEvent"][];
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
            /** @description What the import would do, row by row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        format: "csv" | "json";
                        rows: number;
                        accepted: number;
                        rejected: number;
                        adds: number;
                        updates: number;
                        items: {
                            row: number;
                            /** @enum {string} */
                            status: "accepted" | "rejected";
                            action: ("add" | "update") | null;
                            title: string;
                            time: string | null;
                            currency: string | null;
                            impact: ("low" | "medium" | "high") | null;
                            problems: {
                                /** @enum {string} */
                                field: "time" | "currency" | "impact" | "title" | "forecast" | "previous" | "actual" | "externalId" | "row";
                                code: string;
                                message: string;
                            }[];
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
            /** @description The file is too large */
            413: {
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
            /** @description What was imported, row by row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        format: "csv" | "json";
                        rows: number;
                        accepted: number;
                        rejected: number;
                        adds: number;
                        updates: number;
                        items: {
                            row: number;
                            /** @enum {string} */
                            status: "accepted" | "rejected";
                            action: ("add" | "update") | null;
                            title: string;
                            time: string | null;
                            currency: string | null;
                            impact: ("low" | "medium" | "high") | null;
                            problems: {
                                /** @enum {string} */
                                field: "time" | "currency" | "impact" | "title" | "forecast" | "previous" | "actual" | "externalId" | "row";
                                code: string;
                                message: string;
                            }[];
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
            /** @description The file no longer gives the accepted count the preview showed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The file is too large */
            413: {
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
                content: {
                    "application/json": components["schemas"]["AdminNewsEvent"];
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
            /** @description No such news event */
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
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
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
            /** @description No such news event */
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
    getApiAdminRiskFlags: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                status?: "open" | "confirmed" | "dismissed";
                detector?: "copyTrading" | "hedging" | "multiAccounting" | "tickScalping" | "martingale" | "newsStraddling" | "gambling";
                severity?: "low" | "medium" | "high";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of flags */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            detector: "copyTrading" | "hedging" | "multiAccounting" | "tickScalping" | "martingale" | "newsStraddling" | "gambling";
                            /** @enum {string} */
                            severity: "low" | "medium" | "high";
                            score: number;
                            /** @enum {string} */
                            status: "open" | "confirmed" | "dismissed";
                            /** Format: date-time */
                            firstSeenAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            members: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                            }[];
                            accounts: {
                                /** Format: uuid */
                                id: string;
                                login: string;
                                /** Format: uuid */
                                userId: string;
                            }[];
                        }[];
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
    getApiAdminRiskSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        open: number;
                        high: number;
                        medium: number;
                        low: number;
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
    getApiAdminRiskFlagsById: {
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
            /** @description The flag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        detector: "copyTrading" | "hedging" | "multiAccounting" | "tickScalping" | "martingale" | "newsStraddling" | "gambling";
                        /** @enum {string} */
                        severity: "low" | "medium" | "high";
                        score: number;
                        /** @enum {string} */
                        status: "open" | "confirmed" | "dismissed";
                        /** Format: date-time */
                        firstSeenAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        members: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            email: string;
                        }[];
                        accounts: {
                            /** Format: uuid */
                            id: string;
                            login: string;
                            /** Format: uuid */
                            userId: string;
                            /** @enum {string} */
                            status: "active" | "passed" | "failed";
                            funded: boolean;
                            currency: string;
                            balance: number;
                            equity: number;
                            initialBalance: number;
                            /** Format: date-time */
                            startedAt: string;
                        }[];
                        evidence: {
                            [key: string]: unknown;
                        };
                        group: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            email: string;
                            /** Format: uuid */
                            flagId: string;
                        }[];
                        decision: {
                            /** @enum {string} */
                            action: "dismiss" | "confirm" | "fail" | "refusePayout";
                            reason: string;
                            /** Format: date-time */
                            decidedAt: string;
                            decidedBy: string | null;
                        } | null;
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
            /** @description No such flag */
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
    postApiAdminRiskFlagsByIdDecision: {
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
                    action: "dismiss" | "confirm" | "fail" | "refusePayout";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The flag as decided */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        detector: "copyTrading" | "hedging" | "multiAccounting" | "tickScalping" | "martingale" | "newsStraddling" | "gambling";
                        /** @enum {string} */
                        severity: "low" | "medium" | "high";
                        score: number;
                        /** @enum {string} */
                        status: "open" | "confirmed" | "dismissed";
                        /** Format: date-time */
                        firstSeenAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        members: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            email: string;
                        }[];
                        accounts: {
                            /** Format: uuid */
                            id: string;
                            login: string;
                            /** Format: uuid */
                            userId: string;
                            /** @enum {string} */
                            status: "active" | "passed" | "failed";
                            funded: boolean;
                            currency: string;
                            balance: number;
                            equity: number;
                            initialBalance: number;
                            /** Format: date-time */
                            startedAt: string;
                        }[];
                        evidence: {
                            [key: string]: unknown;
                        };
                        group: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            email: string;
                            /** Format: uuid */
                            flagId: string;
                        }[];
                        decision: {
                            /** @enum {string} */
                            action: "dismiss" | "confirm" | "fail" | "refusePayout";
                            reason: string;
                            /** Format: date-time */
                            decidedAt: string;
                            decidedBy: string | null;
                        } | null;
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
            /** @description No such flag */
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
    postApiAdminRiskAccountsByIdRescan: {
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
            /** @description The account’s flags, up to date */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            detector: "copyTrading" | "hedging" | "multiAccounting" | "tickScalping" | "martingale" | "newsStraddling" | "gambling";
                            /** @enum {string} */
                            severity: "low" | "medium" | "high";
                            score: number;
                            /** @enum {string} */
                            status: "open" | "confirmed" | "dismissed";
                            /** Format: date-time */
                            firstSeenAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            members: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                            }[];
                            accounts: {
                                /** Format: uuid */
                                id: string;
                                login: string;
                                /** Format: uuid */
                                userId: string;
                            }[];
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
    getApiAdminAccountsByIdPlatform: {
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
            /** @description The account’s platform side */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        accountId: string;
                        login: string;
                        connection: string | null;
                        server: string | null;
                        /** @enum {string} */
                        state: "pending" | "enabled" | "close_only" | "read_only" | "disabled";
                        /** @enum {string} */
                        target: "pending" | "enabled" | "close_only" | "read_only" | "disabled";
                        commands: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "provision" | "set_trading_state" | "close_positions" | "change_password";
                            state: ("pending" | "enabled" | "close_only" | "read_only" | "disabled") | null;
                            /** @enum {string} */
                            status: "queued" | "done" | "failed";
                            attempts: number;
                            lastError: string | null;
                            reason: string | null;
                            requestedBy: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: date-time */
                            dueAt: string;
                            doneAt: string | null;
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
    postApiAdminAccountsByIdPlatformTradingState: {
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
                    state: "enabled" | "disabled";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The command on its way */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "provision" | "set_trading_state" | "close_positions" | "change_password";
                        state: ("pending" | "enabled" | "close_only" | "read_only" | "disabled") | null;
                        /** @enum {string} */
                        status: "queued" | "done" | "failed";
                        attempts: number;
                        lastError: string | null;
                        reason: string | null;
                        requestedBy: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        /** Format: date-time */
                        dueAt: string;
                        doneAt: string | null;
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
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Trading cannot be enabled on a passed or failed account */
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
    postApiAdminAccountsByIdPlatformPassword: {
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
            /** @description The command on its way */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "provision" | "set_trading_state" | "close_positions" | "change_password";
                        state: ("pending" | "enabled" | "close_only" | "read_only" | "disabled") | null;
                        /** @enum {string} */
                        status: "queued" | "done" | "failed";
                        attempts: number;
                        lastError: string | null;
                        reason: string | null;
                        requestedBy: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        /** Format: date-time */
                        dueAt: string;
                        doneAt: string | null;
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
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The account is not open on the platform, or a change is already on its way */
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
    getApiAdminPlatformCommands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The failing commands, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "provision" | "set_trading_state" | "close_positions" | "change_password";
                            state: ("pending" | "enabled" | "close_only" | "read_only" | "disabled") | null;
                            /** @enum {string} */
                            status: "queued" | "done" | "failed";
                            attempts: number;
                            lastError: string | null;
                            reason: string | null;
                            requestedBy: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: date-time */
                            dueAt: string;
                            doneAt: string | null;
                            /** Format: uuid */
                            accountId: string;
                            /** Format: uuid */
                            userId: string;
                            login: string;
                        }[];
                        total: number;
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
    postApiAdminPlatformCommandsByIdRetry: {
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
            /** @description The command, due now */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "provision" | "set_trading_state" | "close_positions" | "change_password";
                        state: ("pending" | "enabled" | "close_only" | "read_only" | "disabled") | null;
                        /** @enum {string} */
                        status: "queued" | "done" | "failed";
                        attempts: number;
                        lastError: string | null;
                        reason: string | null;
                        requestedBy: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        /** Format: date-time */
                        dueAt: string;
                        doneAt: string | null;
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
            /** @description No such command waiting, or it is done */
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
                content: {
                    "application/json": {
                        accountLogin: string;
                        accepted: number;
                        evaluation: components["schemas"]["Evaluation"];
                    };
                };
            };
            /** @description Not a batch, or an event dated outside the account’s life (nothing stored) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Missing or wrong signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Unknown account */
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
}
