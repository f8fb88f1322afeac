/** Generated from openapi.json by `npm run openapi`; do not edit by hand. */

export interface paths {
    "/sanctum/csrf-cookie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start or keep a session and set the XSRF-TOKEN cookie
         * @description Sets the HttpOnly `dealledger-session` cookie and the readable `XSRF-TOKEN` cookie; send the latter back as `X-XSRF-TOKEN`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers (the database is not asked) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                            /** @enum {string} */
                            database: "pglite" | "postgres";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: not shutting down, the database answers and has every migration */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready" | "not-ready";
                            checks: {
                                /**
                                 * @description shutting-down from the stop signal until the process exits
                                 * @enum {string}
                                 */
                                process: "ok" | "shutting-down";
                                /** @enum {string} */
                                database: "ok" | "unreachable" | "not-checked";
                                /** @enum {string} */
                                migrations: "ok" | "pending" | "not-checked";
                            };
                            /** @description The committed migrations the database lacks (npm run migrate applies them) */
                            pending_migrations?: string[];
                        };
                    };
                };
                /** @description Not ready: the checks say which failed */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready" | "not-ready";
                            checks: {
                                /**
                                 * @description shutting-down from the stop signal until the process exits
                                 * @enum {string}
                                 */
                                process: "ok" | "shutting-down";
                                /** @enum {string} */
                                database: "ok" | "unreachable" | "not-checked";
                                /** @enum {string} */
                                migrations: "ok" | "pending" | "not-checked";
                            };
                            /** @description The committed migrations the database lacks (npm run migrate applies them) */
                            pending_migrations?: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in; the session id and the CSRF token change
         * @description Sessions end after 30 minutes idle, 12 hours in all, and when the browser closes. With `remember`, a `dealledger-remember` cookie brings the session back for 30 days.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        remember?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: number;
                                name: string;
                                email: string;
                                email_verified_at: string | null;
                                is_active: boolean;
                                created_at: string;
                                updated_at: string;
                                user_entity_roles: {
                                    id: number;
                                    /** @example App\Models\Bank */
                                    entity_type: string;
                                    entity_id: number;
                                    entity: {
                                        id: number;
                                        name: string;
                                    };
                                    is_active: boolean;
                                    role: {
                                        id: number;
                                        name: string;
                                    };
                                }[];
                            };
                            message: string;
                        };
                    };
                };
                /** @description CSRF token mismatch (or the session expired) */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Too many failed attempts, on this account or from this address */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with their role assignments */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            email_verified_at: string | null;
                            is_active: boolean;
                            created_at: string;
                            updated_at: string;
                            user_entity_roles: {
                                id: number;
                                /** @example App\Models\Bank */
                                entity_type: string;
                                entity_id: number;
                                entity: {
                                    id: number;
                                    name: string;
                                };
                                is_active: boolean;
                                role: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session; a fresh guest session and CSRF token are handed out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description CSRF token mismatch (or the session expired) */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and mail its verification link; sign in once the address is verified
         * @description The answer is the same whether or not the address already has an account: for a new address the account is created and a verification link is mailed; for a taken one the owner is mailed a notice instead. Rate-limited per client address, counting every attempt.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        password: string;
                        password_confirmation?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description CSRF token mismatch (or the session expired) */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email/verify/{id}/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed link from the verification e-mail
         * @description Redirects (302) to the portal dashboard; a tampered link answers 403 and an expired one 410, each with an HTML page.
         */
        get: {
            parameters: {
                query?: {
                    expires?: string;
                    signature?: string;
                };
                header?: never;
                path: {
                    id: number;
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a fresh verification link to the signed-in user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The address is already verified; nothing was sent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch (or the session expired) */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/password/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link (the same answer whether or not the account exists) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description CSRF token mismatch (or the session expired) */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token from the e-mail; ends the account’s other sessions and mails the owner
         * @description Counted before the token is checked, per account whatever the client address and per client address across accounts, like a sign-in; a successful reset starts the account afresh.
         */
        post: {
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
                        email: string;
                        password: string;
                        password_confirmation?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description CSRF token mismatch (or the session expired) */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Too many attempts, on this account or from this address */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/onboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request registration of a bank or an investor (multipart/form-data, sent without cookies)
         * @description Fields: entity_type (bank|investor), name, legal_name, registration_number, country (ISO 3166-1 alpha-2), address, contact_email, phone, website (optional), banking_licence_number and bic (bank), investor_type (investor), contact_person_name, contact_person_email, contact_person_phone; files: `documents` (or `documents[]`), 1 to 5, PDF/PNG/JPEG, 10 MB each. Rate-limited per IP.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The loans the user may see, filtered, sorted and paginated
         * @description A bank user sees their bank’s loans; a platform admin every bank’s. `sort` takes one of the listed columns.
         */
        get: {
            parameters: {
                query?: {
                    status?: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                    /** @description true: only loans with a pending action this user may decide */
                    awaiting_approval?: "true" | "false";
                    /** @description true: only loans with a change waiting for a bank manager, whoever made it */
                    pending_change?: "true" | "false";
                    /** @description Part of the loan reference, any case */
                    search?: string;
                    rate_min?: string;
                    rate_max?: string;
                    /** @description Current principal at least */
                    balance_min?: string;
                    balance_max?: string;
                    region?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                    bank_id?: number;
                    sort?: "id" | "loan_ref" | "status" | "current_principal" | "original_principal" | "interest_rate_pct" | "current_ltv_pct" | "region" | "origination_date" | "maturity_date" | "data_cutoff_date" | "created_at" | "updated_at";
                    order?: "asc" | "desc";
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bank_id: number;
                                batch_id: number | null;
                                /** @enum {string} */
                                status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                loan_ref: string | number | null;
                                data_cutoff_date: string | number | null;
                                currency: string | number | null;
                                original_principal: string | number | null;
                                current_principal: string | number | null;
                                origination_date: string | number | null;
                                maturity_date: string | number | null;
                                original_term_months: string | number | null;
                                interest_rate_pct: string | number | null;
                                rate_type: string | number | null;
                                amortisation_type: string | number | null;
                                monthly_payment: string | number | null;
                                lien_position: string | number | null;
                                loan_purpose: string | number | null;
                                property_value: string | number | null;
                                valuation_date: string | number | null;
                                original_ltv_pct: string | number | null;
                                current_ltv_pct: string | number | null;
                                dti_pct: string | number | null;
                                credit_score: string | number | null;
                                property_type: string | number | null;
                                occupancy: string | number | null;
                                region: string | number | null;
                                postcode_prefix: string | number | null;
                                borrower_count: string | number | null;
                                first_time_buyer: string | number | null;
                                days_in_arrears: string | number | null;
                                arrears_balance: string | number | null;
                                account_status: string | number | null;
                                last_payment_date: string | number | null;
                                remaining_term_months: number | null;
                                asking_price_pct: string | null;
                                bid_deadline: string | null;
                                listing_description: string | null;
                                listed_at: string | null;
                                sold_at: string | null;
                                sold_price_amount: string | null;
                                version: number;
                                created_by_id: number | null;
                                created_at: string;
                                updated_at: string;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of a bank desk */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a draft loan (bank officers and managers) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Fields: loan_ref, data_cutoff_date, currency, original_principal, current_principal, origination_date, maturity_date, original_term_months, interest_rate_pct, rate_type, amortisation_type, monthly_payment, lien_position, loan_purpose, property_value, valuation_date, original_ltv_pct, current_ltv_pct, dti_pct, credit_score, property_type, occupancy, region, postcode_prefix, borrower_count, first_time_buyer, days_in_arrears, arrears_balance, account_status, last_payment_date. Money and percentages as decimal strings, dates as YYYY-MM-DD. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Needed only by a user of several banks */
                        bank_id?: number;
                        loan_ref?: string | number | null;
                        data_cutoff_date?: string | number | null;
                        currency?: string | number | null;
                        original_principal?: string | null;
                        current_principal?: string | null;
                        origination_date?: string | number | null;
                        maturity_date?: string | number | null;
                        original_term_months?: string | number | null;
                        interest_rate_pct?: string | number | null;
                        rate_type?: string | number | null;
                        amortisation_type?: string | number | null;
                        monthly_payment?: string | null;
                        lien_position?: string | number | null;
                        loan_purpose?: string | number | null;
                        property_value?: string | null;
                        valuation_date?: string | number | null;
                        original_ltv_pct?: string | number | null;
                        current_ltv_pct?: string | number | null;
                        dti_pct?: string | number | null;
                        credit_score?: string | number | null;
                        property_type?: string | number | null;
                        occupancy?: string | number | null;
                        region?: string | number | null;
                        postcode_prefix?: string | number | null;
                        borrower_count?: string | number | null;
                        first_time_buyer?: string | number | null;
                        days_in_arrears?: string | number | null;
                        arrears_balance?: string | null;
                        account_status?: string | number | null;
                        last_payment_date?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bank_id: number;
                                batch_id: number | null;
                                /** @enum {string} */
                                status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                loan_ref: string | number | null;
                                data_cutoff_date: string | number | null;
                                currency: string | number | null;
                                original_principal: string | number | null;
                                current_principal: string | number | null;
                                origination_date: string | number | null;
                                maturity_date: string | number | null;
                                original_term_months: string | number | null;
                                interest_rate_pct: string | number | null;
                                rate_type: string | number | null;
                                amortisation_type: string | number | null;
                                monthly_payment: string | number | null;
                                lien_position: string | number | null;
                                loan_purpose: string | number | null;
                                property_value: string | number | null;
                                valuation_date: string | number | null;
                                original_ltv_pct: string | number | null;
                                current_ltv_pct: string | number | null;
                                dti_pct: string | number | null;
                                credit_score: string | number | null;
                                property_type: string | number | null;
                                occupancy: string | number | null;
                                region: string | number | null;
                                postcode_prefix: string | number | null;
                                borrower_count: string | number | null;
                                first_time_buyer: string | number | null;
                                days_in_arrears: string | number | null;
                                arrears_balance: string | number | null;
                                account_status: string | number | null;
                                last_payment_date: string | number | null;
                                remaining_term_months: number | null;
                                asking_price_pct: string | null;
                                bid_deadline: string | null;
                                listing_description: string | null;
                                listed_at: string | null;
                                sold_at: string | null;
                                sold_price_amount: string | null;
                                version: number;
                                created_by_id: number | null;
                                created_at: string;
                                updated_at: string;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                /** @description Pending actions on the loan, each with its diff */
                                pending_actions: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                }[];
                                can: {
                                    edit: boolean;
                                    submit: boolean;
                                    list: boolean;
                                    withdraw: boolean;
                                    /** @description A pending action on the loan awaits this user */
                                    approve: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The loan’s status does not allow it, or an action of this kind is already pending */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A loan with its pending actions (each with a diff) and what the user may do with it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bank_id: number;
                                batch_id: number | null;
                                /** @enum {string} */
                                status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                loan_ref: string | number | null;
                                data_cutoff_date: string | number | null;
                                currency: string | number | null;
                                original_principal: string | number | null;
                                current_principal: string | number | null;
                                origination_date: string | number | null;
                                maturity_date: string | number | null;
                                original_term_months: string | number | null;
                                interest_rate_pct: string | number | null;
                                rate_type: string | number | null;
                                amortisation_type: string | number | null;
                                monthly_payment: string | number | null;
                                lien_position: string | number | null;
                                loan_purpose: string | number | null;
                                property_value: string | number | null;
                                valuation_date: string | number | null;
                                original_ltv_pct: string | number | null;
                                current_ltv_pct: string | number | null;
                                dti_pct: string | number | null;
                                credit_score: string | number | null;
                                property_type: string | number | null;
                                occupancy: string | number | null;
                                region: string | number | null;
                                postcode_prefix: string | number | null;
                                borrower_count: string | number | null;
                                first_time_buyer: string | number | null;
                                days_in_arrears: string | number | null;
                                arrears_balance: string | number | null;
                                account_status: string | number | null;
                                last_payment_date: string | number | null;
                                remaining_term_months: number | null;
                                asking_price_pct: string | null;
                                bid_deadline: string | null;
                                listing_description: string | null;
                                listed_at: string | null;
                                sold_at: string | null;
                                sold_price_amount: string | null;
                                version: number;
                                created_by_id: number | null;
                                created_at: string;
                                updated_at: string;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                /** @description Pending actions on the loan, each with its diff */
                                pending_actions: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                }[];
                                can: {
                                    edit: boolean;
                                    submit: boolean;
                                    list: boolean;
                                    withdraw: boolean;
                                    /** @description A pending action on the loan awaits this user */
                                    approve: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of a bank desk */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a loan (bank officers): a draft or rejected loan at once, an approved one through a loan.edit action
         * @description 200 with the loan when applied; 202 with the pending action (the diff) when a manager must approve it.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description Only the fields that change. */
            requestBody: {
                content: {
                    "application/json": {
                        loan_ref?: string | number | null;
                        data_cutoff_date?: string | number | null;
                        currency?: string | number | null;
                        original_principal?: string | null;
                        current_principal?: string | null;
                        origination_date?: string | number | null;
                        maturity_date?: string | number | null;
                        original_term_months?: string | number | null;
                        interest_rate_pct?: string | number | null;
                        rate_type?: string | number | null;
                        amortisation_type?: string | number | null;
                        monthly_payment?: string | null;
                        lien_position?: string | number | null;
                        loan_purpose?: string | number | null;
                        property_value?: string | null;
                        valuation_date?: string | number | null;
                        original_ltv_pct?: string | number | null;
                        current_ltv_pct?: string | number | null;
                        dti_pct?: string | number | null;
                        credit_score?: string | number | null;
                        property_type?: string | number | null;
                        occupancy?: string | number | null;
                        region?: string | number | null;
                        postcode_prefix?: string | number | null;
                        borrower_count?: string | number | null;
                        first_time_buyer?: string | number | null;
                        days_in_arrears?: string | number | null;
                        arrears_balance?: string | null;
                        account_status?: string | number | null;
                        last_payment_date?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bank_id: number;
                                batch_id: number | null;
                                /** @enum {string} */
                                status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                loan_ref: string | number | null;
                                data_cutoff_date: string | number | null;
                                currency: string | number | null;
                                original_principal: string | number | null;
                                current_principal: string | number | null;
                                origination_date: string | number | null;
                                maturity_date: string | number | null;
                                original_term_months: string | number | null;
                                interest_rate_pct: string | number | null;
                                rate_type: string | number | null;
                                amortisation_type: string | number | null;
                                monthly_payment: string | number | null;
                                lien_position: string | number | null;
                                loan_purpose: string | number | null;
                                property_value: string | number | null;
                                valuation_date: string | number | null;
                                original_ltv_pct: string | number | null;
                                current_ltv_pct: string | number | null;
                                dti_pct: string | number | null;
                                credit_score: string | number | null;
                                property_type: string | number | null;
                                occupancy: string | number | null;
                                region: string | number | null;
                                postcode_prefix: string | number | null;
                                borrower_count: string | number | null;
                                first_time_buyer: string | number | null;
                                days_in_arrears: string | number | null;
                                arrears_balance: string | number | null;
                                account_status: string | number | null;
                                last_payment_date: string | number | null;
                                remaining_term_months: number | null;
                                asking_price_pct: string | null;
                                bid_deadline: string | null;
                                listing_description: string | null;
                                listed_at: string | null;
                                sold_at: string | null;
                                sold_price_amount: string | null;
                                version: number;
                                created_by_id: number | null;
                                created_at: string;
                                updated_at: string;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                /** @description Pending actions on the loan, each with its diff */
                                pending_actions: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                }[];
                                can: {
                                    edit: boolean;
                                    submit: boolean;
                                    list: boolean;
                                    withdraw: boolean;
                                    /** @description A pending action on the loan awaits this user */
                                    approve: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pending_action: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The loan’s status does not allow it, or an action of this kind is already pending */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/loans/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a draft or rejected loan for approval (loan.submit); the loan waits as pending_approval */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pending_action: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The loan’s status does not allow it, or an action of this kind is already pending */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{id}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose listing an approved (or withdrawn) loan with its terms (loan.list) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description % of the current principal, above 0 and at most 200 */
                        asking_price_pct?: string | null;
                        /** @description YYYY-MM-DD, after today */
                        bid_deadline?: string | null;
                        /** @description 1 to 1000 characters */
                        listing_description: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pending_action: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The loan’s status does not allow it, or an action of this kind is already pending */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose withdrawing a listing (loan.withdraw); the loan becomes withdrawn and may be listed again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pending_action: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The loan’s status does not allow it, or an action of this kind is already pending */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The loan’s history: every applied change, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                target_type: string;
                                target_id: number;
                                version: number;
                                before: {
                                    [key: string]: unknown;
                                } | null;
                                after: {
                                    [key: string]: unknown;
                                };
                                /** @description The fields that differ between before and after */
                                changes: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                actor: {
                                    id: number;
                                    name: string;
                                } | null;
                                approver: {
                                    id: number;
                                    name: string;
                                } | null;
                                pending_action_id: number | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of a bank desk */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bank/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bank dashboard’s figures: loans by status, approvals waiting, volume sold per month
         * @description Without bank_id: the user’s banks (every bank for a platform admin).
         */
        get: {
            parameters: {
                query?: {
                    bank_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Null when a platform admin reads every bank together */
                                bank_id: number | null;
                                /** @description The currencies of the loans counted, in alphabetical order */
                                currencies: string[];
                                loans_by_status: {
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                    count: number;
                                    /** @description Current principal per currency: amounts of two currencies are never added together */
                                    principal_by_currency: {
                                        currency: string;
                                        amount: string;
                                    }[];
                                }[];
                                /** @description Pending bank actions */
                                approvals_waiting: number;
                                /** @description Pending bank actions this user may decide */
                                approvals_awaiting_me: number;
                                /** @description Every kind of record, even with nothing waiting: loans (their changes and listings), batches, proposal acceptances */
                                approvals_by_kind: {
                                    /** @enum {string} */
                                    kind: "loan" | "batch" | "proposal";
                                    /** @description Records of this kind with a change waiting for a bank manager */
                                    waiting: number;
                                    /** @description Those with a change this user did not make (a manager decides it) */
                                    awaiting_me: number;
                                }[];
                                /** @description Submitted proposals on the bank’s loans, waiting for its answer */
                                proposals_awaiting_response: number;
                                /** @description Deals awaiting funds or settlement (pending_settlement or funds_sent) */
                                deals_to_settle: number;
                                volume_sold_per_month: {
                                    /** @description YYYY-MM */
                                    month: string;
                                    currency: string;
                                    count: number;
                                    amount: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of a bank desk */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pending-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending actions the user may see, newest first, with filters
         * @description Platform admins see every scope; a bank user their bank’s actions.
         */
        get: {
            parameters: {
                query?: {
                    scope?: "bank" | "platform";
                    /** @description Action type, e.g. loan.edit */
                    type?: string;
                    maker_id?: number;
                    status?: "pending" | "approved" | "rejected" | "cancelled";
                    target_type?: string;
                    target_id?: number;
                    /** @description Made at least this many hours ago */
                    older_than_hours?: number;
                    /** @description Made less than this many hours ago */
                    newer_than_hours?: number;
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Neither a platform admin nor a bank user */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such action, or one the user may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pending-actions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One pending action with the change it proposes as a diff */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Neither a platform admin nor a bank user */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such action, or one the user may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pending-actions/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve: the change applies in one transaction (a checker who is not the maker) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a checker of the action’s scope, or its maker (approve, reject); not its maker (cancel) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such action, or one the user may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The action is no longer pending, or its target changed since it was made */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed (a rejection needs a reason) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pending-actions/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject with a reason: nothing changes (a checker who is not the maker) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required: why the change is refused */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a checker of the action’s scope, or its maker (approve, reject); not its maker (cancel) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such action, or one the user may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The action is no longer pending, or its target changed since it was made */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed (a rejection needs a reason) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pending-actions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel: the maker takes the action back */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a checker of the action’s scope, or its maker (approve, reject); not its maker (cancel) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such action, or one the user may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The action is no longer pending, or its target changed since it was made */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed (a rejection needs a reason) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/revisions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A revision (before, after, the changed fields) with the previous and next revision of the same record */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                target_type: string;
                                target_id: number;
                                version: number;
                                before: {
                                    [key: string]: unknown;
                                } | null;
                                after: {
                                    [key: string]: unknown;
                                };
                                /** @description The fields that differ between before and after */
                                changes: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                actor: {
                                    id: number;
                                    name: string;
                                } | null;
                                approver: {
                                    id: number;
                                    name: string;
                                } | null;
                                pending_action_id: number | null;
                                created_at: string;
                            };
                            /** @description The revision before this one of the same record */
                            previous_id: number | null;
                            /** @description The revision after this one of the same record */
                            next_id: number | null;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Neither a platform admin nor a bank user */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such revision or record, or one the user may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A record’s history, oldest first */
        get: {
            parameters: {
                query: {
                    target_type: string;
                    target_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                target_type: string;
                                target_id: number;
                                version: number;
                                before: {
                                    [key: string]: unknown;
                                } | null;
                                after: {
                                    [key: string]: unknown;
                                };
                                /** @description The fields that differ between before and after */
                                changes: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                actor: {
                                    id: number;
                                    name: string;
                                } | null;
                                approver: {
                                    id: number;
                                    name: string;
                                } | null;
                                pending_action_id: number | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Neither a platform admin nor a bank user */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such revision or record, or one the user may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users with their role assignments, searched, filtered and paginated (super_admin) */
        get: {
            parameters: {
                query?: {
                    /** @description Part of the name or e-mail, any case */
                    search?: string;
                    /** @description Only users with a role in this organisation */
                    entity_id?: number;
                    /** @description Only users holding this role */
                    role?: "super_admin" | "dl_admin_maker" | "dl_admin_checker" | "bank_officer" | "bank_manager" | "investor_user" | "investor_manager";
                    active?: "true" | "false";
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                email: string;
                                is_active: boolean;
                                email_verified_at: string | null;
                                last_login_at: string | null;
                                created_at: string;
                                updated_at: string;
                                roles: {
                                    entity_id: number;
                                    /** @enum {string} */
                                    entity_kind: "bank" | "investor" | "dladminprofile";
                                    entity_name: string;
                                    /** @enum {string} */
                                    role: "super_admin" | "dl_admin_maker" | "dl_admin_checker" | "bank_officer" | "bank_manager" | "investor_user" | "investor_manager";
                                }[];
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a super_admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a user with role assignments; an active user is mailed a link to set a password (super_admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: email */
                        email: string;
                        /** @default true */
                        is_active?: boolean;
                        /**
                         * @description Every role the user holds, each in one organisation whose kind allows it
                         * @default []
                         */
                        roles?: {
                            entity_id: number;
                            /** @enum {string} */
                            role: "super_admin" | "dl_admin_maker" | "dl_admin_checker" | "bank_officer" | "bank_manager" | "investor_user" | "investor_manager";
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                email: string;
                                is_active: boolean;
                                email_verified_at: string | null;
                                last_login_at: string | null;
                                created_at: string;
                                updated_at: string;
                                roles: {
                                    entity_id: number;
                                    /** @enum {string} */
                                    entity_kind: "bank" | "investor" | "dladminprofile";
                                    entity_name: string;
                                    /** @enum {string} */
                                    role: "super_admin" | "dl_admin_maker" | "dl_admin_checker" | "bank_officer" | "bank_manager" | "investor_user" | "investor_manager";
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a super_admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The change would leave no active super_admin */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed: a field, an e-mail already taken, a role the organisation’s kind does not allow, or a change to oneself that is not allowed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/entity-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every organisation with its kind, to assign roles in (super_admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                kind: "bank" | "investor" | "dladminprofile";
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a super_admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user with their role assignments (super_admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                email: string;
                                is_active: boolean;
                                email_verified_at: string | null;
                                last_login_at: string | null;
                                created_at: string;
                                updated_at: string;
                                roles: {
                                    entity_id: number;
                                    /** @enum {string} */
                                    entity_kind: "bank" | "investor" | "dladminprofile";
                                    entity_name: string;
                                    /** @enum {string} */
                                    role: "super_admin" | "dl_admin_maker" | "dl_admin_checker" | "bank_officer" | "bank_manager" | "investor_user" | "investor_manager";
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a super_admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a user: name, e-mail, active, and the role assignments (replaced as a whole) (super_admin)
         * @description Deactivating a user ends their sessions. A super_admin cannot deactivate themself or drop their own super_admin role.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        /** Format: email */
                        email?: string;
                        is_active?: boolean;
                        /** @description Replaces every role the user holds */
                        roles?: {
                            entity_id: number;
                            /** @enum {string} */
                            role: "super_admin" | "dl_admin_maker" | "dl_admin_checker" | "bank_officer" | "bank_manager" | "investor_user" | "investor_manager";
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                email: string;
                                is_active: boolean;
                                email_verified_at: string | null;
                                last_login_at: string | null;
                                created_at: string;
                                updated_at: string;
                                roles: {
                                    entity_id: number;
                                    /** @enum {string} */
                                    entity_kind: "bank" | "investor" | "dladminprofile";
                                    entity_name: string;
                                    /** @enum {string} */
                                    role: "super_admin" | "dl_admin_maker" | "dl_admin_checker" | "bank_officer" | "bank_manager" | "investor_user" | "investor_manager";
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a super_admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The change would leave no active super_admin */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed: a field, an e-mail already taken, a role the organisation’s kind does not allow, or a change to oneself that is not allowed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/batches/template.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The data-tape template as CSV: the header and one example row */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/template.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The data-tape template as an XLSX workbook */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description application/vnd.openxmlformats-officedocument.spreadsheetml.sheet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bank's batches, newest first */
        get: {
            parameters: {
                query?: {
                    status?: "validating" | "validated" | "validated_with_errors" | "failed" | "pending_approval" | "importing" | "imported" | "rejected";
                    bank_id?: number;
                    /** @description true: only batches a manager of the bank may approve that this user did not submit */
                    awaiting_approval?: "true" | "false";
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bank_id: number;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                file_name: string;
                                /** @enum {string} */
                                file_format: "csv" | "xlsx";
                                file_bytes: number;
                                /** @enum {string} */
                                status: "validating" | "validated" | "validated_with_errors" | "failed" | "pending_approval" | "importing" | "imported" | "rejected";
                                failure_message: string | null;
                                processed_rows: number;
                                /** @description Bytes of the file read so far while the status is `validating`: the share of file_bytes checked */
                                bytes_read: number;
                                total_rows: number;
                                valid_rows: number;
                                error_rows: number;
                                error_count: number;
                                /** @description Loans the import has written so far while the status is `importing`; equal to valid_rows once `imported` */
                                imported_rows: number;
                                uploaded_by_id: number | null;
                                version: number;
                                created_at: string;
                                updated_at: string;
                                pending_action: {
                                    id: number;
                                    action_type: string;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    maker_id: number;
                                    /** @description Who submitted the batch */
                                    maker_name: string | null;
                                    checker_id: number | null;
                                    /** @description The bank manager who approved or rejected it */
                                    checker_name: string | null;
                                    /** @description Why it was rejected, for the officer who submitted it */
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                } | null;
                                can: {
                                    submit: boolean;
                                    approve: boolean;
                                    reject: boolean;
                                    cancel: boolean;
                                };
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Upload a data tape (multipart/form-data, field `file`: CSV or XLSX, at most 50 MB and 200,000 rows)
         * @description Answers 202 with the batch in status `validating`; validation goes on in the server: poll GET /batches/{id} for status and processed_rows. bank_id chooses the bank when the user works for more than one.
         */
        post: {
            parameters: {
                query?: {
                    bank_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bank_id: number;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                file_name: string;
                                /** @enum {string} */
                                file_format: "csv" | "xlsx";
                                file_bytes: number;
                                /** @enum {string} */
                                status: "validating" | "validated" | "validated_with_errors" | "failed" | "pending_approval" | "importing" | "imported" | "rejected";
                                failure_message: string | null;
                                processed_rows: number;
                                /** @description Bytes of the file read so far while the status is `validating`: the share of file_bytes checked */
                                bytes_read: number;
                                total_rows: number;
                                valid_rows: number;
                                error_rows: number;
                                error_count: number;
                                /** @description Loans the import has written so far while the status is `importing`; equal to valid_rows once `imported` */
                                imported_rows: number;
                                uploaded_by_id: number | null;
                                version: number;
                                created_at: string;
                                updated_at: string;
                                pending_action: {
                                    id: number;
                                    action_type: string;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    maker_id: number;
                                    /** @description Who submitted the batch */
                                    maker_name: string | null;
                                    checker_id: number | null;
                                    /** @description The bank manager who approved or rejected it */
                                    checker_name: string | null;
                                    /** @description Why it was rejected, for the officer who submitted it */
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                } | null;
                                can: {
                                    submit: boolean;
                                    approve: boolean;
                                    reject: boolean;
                                    cancel: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch: status, progress, counts, its approval, and the stratification of its valid rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bank_id: number;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                file_name: string;
                                /** @enum {string} */
                                file_format: "csv" | "xlsx";
                                file_bytes: number;
                                /** @enum {string} */
                                status: "validating" | "validated" | "validated_with_errors" | "failed" | "pending_approval" | "importing" | "imported" | "rejected";
                                failure_message: string | null;
                                processed_rows: number;
                                /** @description Bytes of the file read so far while the status is `validating`: the share of file_bytes checked */
                                bytes_read: number;
                                total_rows: number;
                                valid_rows: number;
                                error_rows: number;
                                error_count: number;
                                /** @description Loans the import has written so far while the status is `importing`; equal to valid_rows once `imported` */
                                imported_rows: number;
                                uploaded_by_id: number | null;
                                version: number;
                                created_at: string;
                                updated_at: string;
                                pending_action: {
                                    id: number;
                                    action_type: string;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    maker_id: number;
                                    /** @description Who submitted the batch */
                                    maker_name: string | null;
                                    checker_id: number | null;
                                    /** @description The bank manager who approved or rejected it */
                                    checker_name: string | null;
                                    /** @description Why it was rejected, for the officer who submitted it */
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                } | null;
                                can: {
                                    submit: boolean;
                                    approve: boolean;
                                    reject: boolean;
                                    cancel: boolean;
                                };
                                stratification: {
                                    count: number;
                                    /** @description Null when the set holds more than one currency */
                                    total_current_principal: string | null;
                                    weighted_average_rate_pct: string | null;
                                    weighted_average_ltv_pct: string | null;
                                    by_currency: {
                                        /** @description ISO 4217 currency code */
                                        key: string;
                                        count: number;
                                        total_current_principal: string;
                                        weighted_average_rate_pct: string | null;
                                        weighted_average_ltv_pct: string | null;
                                    }[];
                                    /** @description Per region and currency */
                                    by_region: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                    /** @description Per property type and currency */
                                    by_property_type: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/{id}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the batch's errors: row, column, value, message, in row order */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                row: number;
                                column: string;
                                value: string;
                                message: string;
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/{id}/errors.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The error report as CSV (row, column, value, message) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the batch's valid rows for a bank manager's approval (a batch.import pending action)
         * @description Approving the action (POST /pending-actions/{id}/approve) answers at once with the batch in status `importing`; the import goes on in the server, all valid rows in one transaction: poll GET /batches/{id} for imported_rows until the status is `imported` (or `failed`, nothing imported, with failure_message).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pending_action: {
                                id: number;
                                action_type: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                maker_id: number;
                                /** @description Who submitted the batch */
                                maker_name: string | null;
                                checker_id: number | null;
                                /** @description The bank manager who approved or rejected it */
                                checker_name: string | null;
                                /** @description Why it was rejected, for the officer who submitted it */
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/registration-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registration requests, newest first, filtered by status and type, searched and paginated (platform admins) */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "approved" | "rejected";
                    type?: "bank" | "investor";
                    /** @description Part of the name, legal name, registration number or contact e-mail, any case */
                    search?: string;
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                entity_type: "bank" | "investor";
                                name: string;
                                legal_name: string;
                                registration_number: string;
                                country: string;
                                contact_person_name: string;
                                contact_person_email: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                /** @description A decision on the request waits for a checker */
                                decision_pending: boolean;
                                created_at: string;
                                decided_at: string | null;
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a platform admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such request or document */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/registration-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One registration request: the organisation, the contact, the documents and the decision (platform admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                entity_type: "bank" | "investor";
                                name: string;
                                legal_name: string;
                                registration_number: string;
                                country: string;
                                contact_person_name: string;
                                contact_person_email: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                /** @description A decision on the request waits for a checker */
                                decision_pending: boolean;
                                created_at: string;
                                decided_at: string | null;
                                organisation: {
                                    address: string;
                                    contact_email: string;
                                    phone: string;
                                    website: string;
                                    banking_licence_number: string | null;
                                    bic: string | null;
                                    investor_type: string | null;
                                };
                                contact: {
                                    name: string;
                                    email: string;
                                    phone: string;
                                };
                                documents: {
                                    id: number;
                                    name: string;
                                    mime_type: string;
                                    size_bytes: number;
                                    /** @description Where platform admins download it */
                                    url: string;
                                }[];
                                rejection_reason: string | null;
                                decided_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @description The organisation created when the request was approved */
                                entity_id: number | null;
                                /** @description The decision waiting for a checker, if any */
                                pending_action: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                } | null;
                                can: {
                                    /** @description May propose approving or rejecting it (a platform maker, while nothing is pending) */
                                    decide: boolean;
                                    /** @description May approve or reject the pending decision (a platform checker who did not make it) */
                                    check: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a platform admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such request or document */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/registration-requests/{id}/documents/{docId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one document of a request, with the type detected when it was uploaded (platform admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    docId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document itself, as a download */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a platform admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such request or document */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/registration-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose approving the request: a platform checker confirms it in pending actions (platform makers) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pending_action: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a platform maker (super_admin, dl_admin_maker) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such request or document */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The request is decided already, or a decision on it is already pending */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed (a rejection needs a reason) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/registration-requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose rejecting the request with a reason: a platform checker confirms it in pending actions (platform makers) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
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
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pending_action: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a platform maker (super_admin, dl_admin_maker) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such request or document */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The request is decided already, or a decision on it is already pending */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed (a rejection needs a reason) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/entities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banks, investors and the platform operator, by name, with filters and counts of users and loans (platform admins) */
        get: {
            parameters: {
                query?: {
                    kind?: "bank" | "investor" | "dladminprofile";
                    status?: "active" | "suspended";
                    /** @description Part of the name, legal name, registration number or contact e-mail, any case */
                    search?: string;
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "bank" | "investor" | "dladminprofile";
                                name: string;
                                legal_name: string;
                                registration_number: string;
                                country: string;
                                /** @enum {string} */
                                status: "active" | "suspended";
                                version: number;
                                /** @description People with an active role in it */
                                user_count: number;
                                /** @description Loans of a bank; 0 for other kinds */
                                loan_count: number;
                                /** @description A change to it waits for a checker */
                                change_pending: boolean;
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a platform admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such organisation */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/entities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One organisation: its details, people and roles, pending changes and recent activity (platform admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "bank" | "investor" | "dladminprofile";
                                name: string;
                                legal_name: string;
                                registration_number: string;
                                country: string;
                                /** @enum {string} */
                                status: "active" | "suspended";
                                version: number;
                                /** @description People with an active role in it */
                                user_count: number;
                                /** @description Loans of a bank; 0 for other kinds */
                                loan_count: number;
                                /** @description A change to it waits for a checker */
                                change_pending: boolean;
                                address: string;
                                contact_email: string;
                                phone: string;
                                website: string;
                                banking_licence_number: string | null;
                                bic: string | null;
                                investor_type: ("bank" | "fund" | "insurer" | "pension_fund" | "asset_manager" | "other") | null;
                                created_at: string;
                                updated_at: string;
                                users: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    is_active: boolean;
                                    last_login_at: string | null;
                                    roles: {
                                        /** @example bank_manager */
                                        name: string;
                                        is_active: boolean;
                                    }[];
                                }[];
                                /** @description Changes to it waiting for a checker */
                                pending_actions: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                }[];
                                activity: {
                                    /** @description Its latest revisions, newest first */
                                    revisions: {
                                        id: number;
                                        target_type: string;
                                        target_id: number;
                                        version: number;
                                        before: {
                                            [key: string]: unknown;
                                        } | null;
                                        after: {
                                            [key: string]: unknown;
                                        };
                                        /** @description The fields that differ between before and after */
                                        changes: {
                                            field: string;
                                            before: unknown;
                                            after: unknown;
                                        }[];
                                        actor: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        approver: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        pending_action_id: number | null;
                                        created_at: string;
                                    }[];
                                    /** @description The latest actions on it, decided or not, newest first */
                                    actions: {
                                        id: number;
                                        /** @enum {string} */
                                        scope: "bank" | "platform";
                                        scope_entity_id: number;
                                        /** @example loan.edit */
                                        action_type: string;
                                        /** @example loan */
                                        target_type: string;
                                        target_id: number;
                                        target_version: number;
                                        /** @description How people name the target, e.g. the loan reference */
                                        target_label: string | null;
                                        payload: {
                                            [key: string]: unknown;
                                        };
                                        /** @description The proposed change, field by field */
                                        diff: {
                                            field: string;
                                            before: unknown;
                                            after: unknown;
                                        }[];
                                        maker: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        checker: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected" | "cancelled";
                                        reason: string | null;
                                        created_at: string;
                                        decided_at: string | null;
                                        /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                        checkers_available: number;
                                    }[];
                                };
                                can: {
                                    /** @description May propose an edit (a platform maker, while no edit is pending) */
                                    edit: boolean;
                                    /** @description May propose suspending it */
                                    suspend: boolean;
                                    /** @description May propose reactivating it */
                                    reactivate: boolean;
                                    /** @description May approve or reject a pending change to it (a platform checker who did not make it) */
                                    check: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a platform admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such organisation */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Propose an edit made against the given version: a platform checker applies it in pending actions (platform makers) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version: number;
                        name?: string;
                        legal_name?: string;
                        registration_number?: string;
                        country?: string;
                        address?: string;
                        contact_email?: string;
                        phone?: string;
                        website?: string;
                        banking_licence_number?: string;
                        bic?: string;
                        investor_type?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pending_action: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a platform maker (super_admin, dl_admin_maker) of an active platform */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such organisation */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A change of this kind is already pending, the organisation changed since the form was filled, or its status forbids it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/admin/entities/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose suspending the organisation with a reason: its people keep reading but can no longer make or check actions (platform makers) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
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
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pending_action: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a platform maker (super_admin, dl_admin_maker) of an active platform */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such organisation */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A change of this kind is already pending, the organisation changed since the form was filled, or its status forbids it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/entities/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose reactivating a suspended organisation (platform makers) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pending_action: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a platform maker (super_admin, dl_admin_maker) of an active platform */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such organisation */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A change of this kind is already pending, the organisation changed since the form was filled, or its status forbids it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin dashboard: pending registrations, pending actions by age, organisations and users counted, latest revisions (platform admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                registrations: {
                                    /** @description Registration requests not decided yet */
                                    pending: number;
                                    latest: {
                                        id: number;
                                        name: string;
                                        /** @enum {string} */
                                        entity_type: "bank" | "investor" | "dladminprofile";
                                        /** @description A proposed decision waits for a checker */
                                        decision_pending: boolean;
                                        created_at: string;
                                        href: string;
                                    }[];
                                };
                                pending_actions: {
                                    total: number;
                                    by_scope: {
                                        bank: number;
                                        platform: number;
                                    };
                                    /** @description Pending actions by how long they have waited */
                                    by_age: {
                                        /** @enum {string} */
                                        bucket: "under_1_day" | "1_to_7_days" | "over_7_days";
                                        count: number;
                                        href: string;
                                    }[];
                                };
                                entities: {
                                    /** @enum {string} */
                                    kind: "bank" | "investor" | "dladminprofile";
                                    /** @enum {string} */
                                    status: "active" | "suspended";
                                    count: number;
                                }[];
                                users: {
                                    active: number;
                                    inactive: number;
                                };
                                latest_revisions: {
                                    id: number;
                                    target_type: string;
                                    target_id: number;
                                    version: number;
                                    actor: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    created_at: string;
                                    href: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a platform admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The main dashboard: the user’s organisations and roles, what needs their attention, and next steps for a user with no role */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                organisations: {
                                    id: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "bank" | "investor" | "dladminprofile";
                                    active: boolean;
                                    roles: ("super_admin" | "dl_admin_maker" | "dl_admin_checker" | "bank_officer" | "bank_manager" | "investor_user" | "investor_manager")[];
                                    /** @description The organisation’s dashboard */
                                    href: string;
                                }[];
                                attention: {
                                    /**
                                     * @description What waits: changes to check at a bank or on the platform, the user’s own changes waiting for a checker, registration requests to decide, proposals a bank has to answer, bank acceptances an investor has to finally accept, and deals waiting for the investor’s funds or the bank’s settlement
                                     * @enum {string}
                                     */
                                    kind: "bank_approvals" | "platform_approvals" | "own_pending_actions" | "registrations_to_decide" | "proposals_to_answer" | "proposals_awaiting_final_acceptance" | "deals_to_settle";
                                    count: number;
                                    /** @description The organisation the item belongs to, where it is one */
                                    organisation: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @description The portal page where the user deals with it */
                                    href: string;
                                }[];
                                /** @description The user’s unread notifications, newest first, at most 20 */
                                notifications: {
                                    /** @description How many of the user’s notifications are unread in all */
                                    unread: number;
                                    items: {
                                        id: number;
                                        /** @description One of the notification kinds of GET /notification-settings */
                                        kind: string;
                                        /** @description The record it is about */
                                        subject: {
                                            type: string;
                                            id: number;
                                        };
                                        title: string;
                                        lines: string[];
                                        /** @description The portal page of the record */
                                        href: string;
                                        created_at: string;
                                    }[];
                                };
                                /** @description Only for a user with no role */
                                next_steps: {
                                    /** @description Requests made with the user’s e-mail as the contact person, newest first */
                                    registration_requests: {
                                        id: number;
                                        name: string;
                                        /** @enum {string} */
                                        entity_type: "bank" | "investor" | "dladminprofile";
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected";
                                        rejection_reason: string | null;
                                        created_at: string;
                                        decided_at: string | null;
                                    }[];
                                } | null;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The proposals the caller may see, filtered, sorted and paginated
         * @description An investor sees its organisations’ proposals; a bank user the proposals on its bank’s loans; a platform admin all.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Comma-separated statuses, e.g. submitted,countered */
                    status?: string;
                    loan_id?: number;
                    /** @description true: only proposals whose acceptance waits for a bank manager (the bank’s side only) */
                    awaiting_acceptance?: "true" | "false";
                    sort?: "created_at" | "updated_at" | "price_pct" | "amount" | "status" | "valid_until" | "settlement_date";
                    order?: "asc" | "desc";
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "submitted" | "countered" | "accepted" | "final_accepted" | "rejected" | "withdrawn" | "expired" | "superseded";
                                version: number;
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                    currency: string;
                                    /** @example 245312.50 */
                                    current_principal: string;
                                    interest_rate_pct: string;
                                    current_ltv_pct: string;
                                    region: string;
                                    property_type: string;
                                    asking_price_pct: string | null;
                                    bid_deadline: string | null;
                                    bank: {
                                        id: number;
                                        name: string;
                                    };
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                /** @example 98.125 */
                                price_pct: string;
                                /**
                                 * @description price_pct of the loan’s current principal, half-even to the cent
                                 * @example 245312.50
                                 */
                                amount: string;
                                /** @example 2026-12-31 */
                                settlement_date: string;
                                /** @example 2026-12-31 */
                                valid_until: string;
                                note: string | null;
                                counter_price_pct: string | null;
                                counter_amount: string | null;
                                counter_note: string | null;
                                /** @description Why the proposal was closed: the bank’s reason for a rejection, or "The bank withdrew the listing." for an offer the withdrawal expired */
                                rejection_reason: string | null;
                                accepted_at: string | null;
                                final_acceptance_deadline: string | null;
                                /** @description The bank’s acceptance waiting for a manager’s approval; null in an investor’s answer (internal to the bank) */
                                pending_acceptance: {
                                    pending_action_id: number;
                                    maker: {
                                        id: number;
                                        name: string;
                                    };
                                    created_at: string;
                                } | null;
                                deal_id: number | null;
                                /** @description When the investor accepted the bank’s counter, while that is its latest step: the price is the bank’s own and the bank now confirms */
                                counter_accepted_at: string | null;
                                /** @description Null only when the user who made it was deleted */
                                created_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                created_at: string;
                                updated_at: string;
                                /** @description What the caller may do with the proposal now */
                                can: {
                                    revise: boolean;
                                    withdraw: boolean;
                                    accept_counter: boolean;
                                    final_accept: boolean;
                                    counter: boolean;
                                    reject: boolean;
                                    accept: boolean;
                                };
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Neither an investor, a bank user nor a platform admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such proposal, or one the caller’s organisation may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Submit a proposal on a listed loan (investor users and managers) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        loan_id: number;
                        /** @description % of the loan’s current principal, at most three decimals, above 0 and at most 150 */
                        price_pct: string;
                        /** @description YYYY-MM-DD, from today and within 180 days */
                        settlement_date: string;
                        /** @description YYYY-MM-DD: from today, on or before the settlement date and the bid deadline */
                        valid_until: string;
                        /** @description At most 1000 characters */
                        note?: string | null;
                        /** @description Needed only by a user of several investor organisations */
                        investor_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "submitted" | "countered" | "accepted" | "final_accepted" | "rejected" | "withdrawn" | "expired" | "superseded";
                                version: number;
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                    currency: string;
                                    /** @example 245312.50 */
                                    current_principal: string;
                                    interest_rate_pct: string;
                                    current_ltv_pct: string;
                                    region: string;
                                    property_type: string;
                                    asking_price_pct: string | null;
                                    bid_deadline: string | null;
                                    bank: {
                                        id: number;
                                        name: string;
                                    };
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                /** @example 98.125 */
                                price_pct: string;
                                /**
                                 * @description price_pct of the loan’s current principal, half-even to the cent
                                 * @example 245312.50
                                 */
                                amount: string;
                                /** @example 2026-12-31 */
                                settlement_date: string;
                                /** @example 2026-12-31 */
                                valid_until: string;
                                note: string | null;
                                counter_price_pct: string | null;
                                counter_amount: string | null;
                                counter_note: string | null;
                                /** @description Why the proposal was closed: the bank’s reason for a rejection, or "The bank withdrew the listing." for an offer the withdrawal expired */
                                rejection_reason: string | null;
                                accepted_at: string | null;
                                final_acceptance_deadline: string | null;
                                /** @description The bank’s acceptance waiting for a manager’s approval; null in an investor’s answer (internal to the bank) */
                                pending_acceptance: {
                                    pending_action_id: number;
                                    maker: {
                                        id: number;
                                        name: string;
                                    };
                                    created_at: string;
                                } | null;
                                deal_id: number | null;
                                /** @description When the investor accepted the bank’s counter, while that is its latest step: the price is the bank’s own and the bank now confirms */
                                counter_accepted_at: string | null;
                                /** @description Null only when the user who made it was deleted */
                                created_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                created_at: string;
                                updated_at: string;
                                /** @description What the caller may do with the proposal now */
                                can: {
                                    revise: boolean;
                                    withdraw: boolean;
                                    accept_counter: boolean;
                                    final_accept: boolean;
                                    counter: boolean;
                                    reject: boolean;
                                    accept: boolean;
                                };
                                /** @description The platform fee configured today, in basis points */
                                platform_fee_bps: number;
                                /**
                                 * @description The fee on the amount at today’s configured fee
                                 * @example 245312.50
                                 */
                                platform_fee_amount: string;
                                /** @description Every step, oldest first */
                                history: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "submitted" | "revised" | "countered" | "counter_accepted" | "acceptance_requested" | "acceptance_declined" | "acceptance_cancelled" | "accepted" | "rejected" | "withdrawn" | "expired" | "superseded" | "final_accepted";
                                    /** @description Null for the scheduled expiry */
                                    actor: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    price_pct: string | null;
                                    amount: string | null;
                                    settlement_date: string | null;
                                    valid_until: string | null;
                                    note: string | null;
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read; a suspended organisation’s people neither) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such proposal, or one the caller’s organisation may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The proposal’s or the loan’s status does not allow it now, or the version is stale */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proposals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A proposal with its history, the platform fee it would bear and what the caller may do */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "submitted" | "countered" | "accepted" | "final_accepted" | "rejected" | "withdrawn" | "expired" | "superseded";
                                version: number;
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                    currency: string;
                                    /** @example 245312.50 */
                                    current_principal: string;
                                    interest_rate_pct: string;
                                    current_ltv_pct: string;
                                    region: string;
                                    property_type: string;
                                    asking_price_pct: string | null;
                                    bid_deadline: string | null;
                                    bank: {
                                        id: number;
                                        name: string;
                                    };
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                /** @example 98.125 */
                                price_pct: string;
                                /**
                                 * @description price_pct of the loan’s current principal, half-even to the cent
                                 * @example 245312.50
                                 */
                                amount: string;
                                /** @example 2026-12-31 */
                                settlement_date: string;
                                /** @example 2026-12-31 */
                                valid_until: string;
                                note: string | null;
                                counter_price_pct: string | null;
                                counter_amount: string | null;
                                counter_note: string | null;
                                /** @description Why the proposal was closed: the bank’s reason for a rejection, or "The bank withdrew the listing." for an offer the withdrawal expired */
                                rejection_reason: string | null;
                                accepted_at: string | null;
                                final_acceptance_deadline: string | null;
                                /** @description The bank’s acceptance waiting for a manager’s approval; null in an investor’s answer (internal to the bank) */
                                pending_acceptance: {
                                    pending_action_id: number;
                                    maker: {
                                        id: number;
                                        name: string;
                                    };
                                    created_at: string;
                                } | null;
                                deal_id: number | null;
                                /** @description When the investor accepted the bank’s counter, while that is its latest step: the price is the bank’s own and the bank now confirms */
                                counter_accepted_at: string | null;
                                /** @description Null only when the user who made it was deleted */
                                created_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                created_at: string;
                                updated_at: string;
                                /** @description What the caller may do with the proposal now */
                                can: {
                                    revise: boolean;
                                    withdraw: boolean;
                                    accept_counter: boolean;
                                    final_accept: boolean;
                                    counter: boolean;
                                    reject: boolean;
                                    accept: boolean;
                                };
                                /** @description The platform fee configured today, in basis points */
                                platform_fee_bps: number;
                                /**
                                 * @description The fee on the amount at today’s configured fee
                                 * @example 245312.50
                                 */
                                platform_fee_amount: string;
                                /** @description Every step, oldest first */
                                history: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "submitted" | "revised" | "countered" | "counter_accepted" | "acceptance_requested" | "acceptance_declined" | "acceptance_cancelled" | "accepted" | "rejected" | "withdrawn" | "expired" | "superseded" | "final_accepted";
                                    /** @description Null for the scheduled expiry */
                                    actor: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    price_pct: string | null;
                                    amount: string | null;
                                    settlement_date: string | null;
                                    valid_until: string | null;
                                    note: string | null;
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Neither an investor, a bank user nor a platform admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such proposal, or one the caller’s organisation may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Revise a submitted or countered proposal (investor): it is submitted again and any counter is cleared */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description % of the loan’s current principal, at most three decimals, above 0 and at most 150 */
                        price_pct: string;
                        /** @description YYYY-MM-DD, from today and within 180 days */
                        settlement_date: string;
                        /** @description YYYY-MM-DD: from today, on or before the settlement date and the bid deadline */
                        valid_until: string;
                        /** @description At most 1000 characters */
                        note?: string | null;
                        /** @description The version the revision was made against */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "submitted" | "countered" | "accepted" | "final_accepted" | "rejected" | "withdrawn" | "expired" | "superseded";
                                version: number;
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                    currency: string;
                                    /** @example 245312.50 */
                                    current_principal: string;
                                    interest_rate_pct: string;
                                    current_ltv_pct: string;
                                    region: string;
                                    property_type: string;
                                    asking_price_pct: string | null;
                                    bid_deadline: string | null;
                                    bank: {
                                        id: number;
                                        name: string;
                                    };
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                /** @example 98.125 */
                                price_pct: string;
                                /**
                                 * @description price_pct of the loan’s current principal, half-even to the cent
                                 * @example 245312.50
                                 */
                                amount: string;
                                /** @example 2026-12-31 */
                                settlement_date: string;
                                /** @example 2026-12-31 */
                                valid_until: string;
                                note: string | null;
                                counter_price_pct: string | null;
                                counter_amount: string | null;
                                counter_note: string | null;
                                /** @description Why the proposal was closed: the bank’s reason for a rejection, or "The bank withdrew the listing." for an offer the withdrawal expired */
                                rejection_reason: string | null;
                                accepted_at: string | null;
                                final_acceptance_deadline: string | null;
                                /** @description The bank’s acceptance waiting for a manager’s approval; null in an investor’s answer (internal to the bank) */
                                pending_acceptance: {
                                    pending_action_id: number;
                                    maker: {
                                        id: number;
                                        name: string;
                                    };
                                    created_at: string;
                                } | null;
                                deal_id: number | null;
                                /** @description When the investor accepted the bank’s counter, while that is its latest step: the price is the bank’s own and the bank now confirms */
                                counter_accepted_at: string | null;
                                /** @description Null only when the user who made it was deleted */
                                created_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                created_at: string;
                                updated_at: string;
                                /** @description What the caller may do with the proposal now */
                                can: {
                                    revise: boolean;
                                    withdraw: boolean;
                                    accept_counter: boolean;
                                    final_accept: boolean;
                                    counter: boolean;
                                    reject: boolean;
                                    accept: boolean;
                                };
                                /** @description The platform fee configured today, in basis points */
                                platform_fee_bps: number;
                                /**
                                 * @description The fee on the amount at today’s configured fee
                                 * @example 245312.50
                                 */
                                platform_fee_amount: string;
                                /** @description Every step, oldest first */
                                history: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "submitted" | "revised" | "countered" | "counter_accepted" | "acceptance_requested" | "acceptance_declined" | "acceptance_cancelled" | "accepted" | "rejected" | "withdrawn" | "expired" | "superseded" | "final_accepted";
                                    /** @description Null for the scheduled expiry */
                                    actor: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    price_pct: string | null;
                                    amount: string | null;
                                    settlement_date: string | null;
                                    valid_until: string | null;
                                    note: string | null;
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read; a suspended organisation’s people neither) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such proposal, or one the caller’s organisation may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The proposal’s or the loan’s status does not allow it now, or the version is stale */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/proposals/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a submitted, countered or accepted proposal (investor); an accepted one puts the loan back on the market */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "submitted" | "countered" | "accepted" | "final_accepted" | "rejected" | "withdrawn" | "expired" | "superseded";
                                version: number;
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                    currency: string;
                                    /** @example 245312.50 */
                                    current_principal: string;
                                    interest_rate_pct: string;
                                    current_ltv_pct: string;
                                    region: string;
                                    property_type: string;
                                    asking_price_pct: string | null;
                                    bid_deadline: string | null;
                                    bank: {
                                        id: number;
                                        name: string;
                                    };
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                /** @example 98.125 */
                                price_pct: string;
                                /**
                                 * @description price_pct of the loan’s current principal, half-even to the cent
                                 * @example 245312.50
                                 */
                                amount: string;
                                /** @example 2026-12-31 */
                                settlement_date: string;
                                /** @example 2026-12-31 */
                                valid_until: string;
                                note: string | null;
                                counter_price_pct: string | null;
                                counter_amount: string | null;
                                counter_note: string | null;
                                /** @description Why the proposal was closed: the bank’s reason for a rejection, or "The bank withdrew the listing." for an offer the withdrawal expired */
                                rejection_reason: string | null;
                                accepted_at: string | null;
                                final_acceptance_deadline: string | null;
                                /** @description The bank’s acceptance waiting for a manager’s approval; null in an investor’s answer (internal to the bank) */
                                pending_acceptance: {
                                    pending_action_id: number;
                                    maker: {
                                        id: number;
                                        name: string;
                                    };
                                    created_at: string;
                                } | null;
                                deal_id: number | null;
                                /** @description When the investor accepted the bank’s counter, while that is its latest step: the price is the bank’s own and the bank now confirms */
                                counter_accepted_at: string | null;
                                /** @description Null only when the user who made it was deleted */
                                created_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                created_at: string;
                                updated_at: string;
                                /** @description What the caller may do with the proposal now */
                                can: {
                                    revise: boolean;
                                    withdraw: boolean;
                                    accept_counter: boolean;
                                    final_accept: boolean;
                                    counter: boolean;
                                    reject: boolean;
                                    accept: boolean;
                                };
                                /** @description The platform fee configured today, in basis points */
                                platform_fee_bps: number;
                                /**
                                 * @description The fee on the amount at today’s configured fee
                                 * @example 245312.50
                                 */
                                platform_fee_amount: string;
                                /** @description Every step, oldest first */
                                history: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "submitted" | "revised" | "countered" | "counter_accepted" | "acceptance_requested" | "acceptance_declined" | "acceptance_cancelled" | "accepted" | "rejected" | "withdrawn" | "expired" | "superseded" | "final_accepted";
                                    /** @description Null for the scheduled expiry */
                                    actor: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    price_pct: string | null;
                                    amount: string | null;
                                    settlement_date: string | null;
                                    valid_until: string | null;
                                    note: string | null;
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read; a suspended organisation’s people neither) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such proposal, or one the caller’s organisation may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The proposal’s or the loan’s status does not allow it now, or the version is stale */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proposals/{id}/accept-counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the bank’s counter (investor): the price becomes the counter price and the proposal is submitted again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "submitted" | "countered" | "accepted" | "final_accepted" | "rejected" | "withdrawn" | "expired" | "superseded";
                                version: number;
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                    currency: string;
                                    /** @example 245312.50 */
                                    current_principal: string;
                                    interest_rate_pct: string;
                                    current_ltv_pct: string;
                                    region: string;
                                    property_type: string;
                                    asking_price_pct: string | null;
                                    bid_deadline: string | null;
                                    bank: {
                                        id: number;
                                        name: string;
                                    };
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                /** @example 98.125 */
                                price_pct: string;
                                /**
                                 * @description price_pct of the loan’s current principal, half-even to the cent
                                 * @example 245312.50
                                 */
                                amount: string;
                                /** @example 2026-12-31 */
                                settlement_date: string;
                                /** @example 2026-12-31 */
                                valid_until: string;
                                note: string | null;
                                counter_price_pct: string | null;
                                counter_amount: string | null;
                                counter_note: string | null;
                                /** @description Why the proposal was closed: the bank’s reason for a rejection, or "The bank withdrew the listing." for an offer the withdrawal expired */
                                rejection_reason: string | null;
                                accepted_at: string | null;
                                final_acceptance_deadline: string | null;
                                /** @description The bank’s acceptance waiting for a manager’s approval; null in an investor’s answer (internal to the bank) */
                                pending_acceptance: {
                                    pending_action_id: number;
                                    maker: {
                                        id: number;
                                        name: string;
                                    };
                                    created_at: string;
                                } | null;
                                deal_id: number | null;
                                /** @description When the investor accepted the bank’s counter, while that is its latest step: the price is the bank’s own and the bank now confirms */
                                counter_accepted_at: string | null;
                                /** @description Null only when the user who made it was deleted */
                                created_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                created_at: string;
                                updated_at: string;
                                /** @description What the caller may do with the proposal now */
                                can: {
                                    revise: boolean;
                                    withdraw: boolean;
                                    accept_counter: boolean;
                                    final_accept: boolean;
                                    counter: boolean;
                                    reject: boolean;
                                    accept: boolean;
                                };
                                /** @description The platform fee configured today, in basis points */
                                platform_fee_bps: number;
                                /**
                                 * @description The fee on the amount at today’s configured fee
                                 * @example 245312.50
                                 */
                                platform_fee_amount: string;
                                /** @description Every step, oldest first */
                                history: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "submitted" | "revised" | "countered" | "counter_accepted" | "acceptance_requested" | "acceptance_declined" | "acceptance_cancelled" | "accepted" | "rejected" | "withdrawn" | "expired" | "superseded" | "final_accepted";
                                    /** @description Null for the scheduled expiry */
                                    actor: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    price_pct: string | null;
                                    amount: string | null;
                                    settlement_date: string | null;
                                    valid_until: string | null;
                                    note: string | null;
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read; a suspended organisation’s people neither) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such proposal, or one the caller’s organisation may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The proposal’s or the loan’s status does not allow it now, or the version is stale */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proposals/{id}/final-accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finally accept a proposal the bank accepted (investor), before its deadline: makes the deal and sells the loan
         * @description Exactly one deal per loan, whatever the concurrency: the loser gets 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Must be true: the investor confirms the price, amount and terms */
                        confirm_terms: boolean;
                        /** @description Must be true: the investor confirms the platform fee */
                        confirm_fee: boolean;
                        /** @description Must be true: the investor confirms the settlement date and the funds transfer */
                        confirm_settlement: boolean;
                        /** @description The price the investor saw and confirms; a deal is refused (409) when the proposal’s differs */
                        price_pct?: string;
                        /** @description The amount the investor saw and confirms; a deal is refused (409) when the proposal’s differs */
                        amount?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "pending_settlement" | "funds_sent" | "settled" | "cancelled";
                                version: number;
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                    currency: string;
                                    /** @example 245312.50 */
                                    current_principal: string;
                                    interest_rate_pct: string;
                                    current_ltv_pct: string;
                                    region: string;
                                    property_type: string;
                                } | null;
                                pool: {
                                    id: number;
                                    name: string;
                                    currency: string;
                                } | null;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                proposal_id: number | null;
                                /** @example 98.125 */
                                price_pct: string;
                                /** @example 245312.50 */
                                amount: string;
                                platform_fee_bps: number;
                                /** @example 245312.50 */
                                platform_fee_amount: string;
                                /** @example 2026-12-31 */
                                settlement_date: string;
                                cancel_reason: string | null;
                                created_at: string;
                                funds_sent_at: string | null;
                                settled_at: string | null;
                                cancelled_at: string | null;
                                pending_cancellation: {
                                    pending_action_id: number;
                                    maker: {
                                        id: number;
                                        name: string;
                                    };
                                    reason: string;
                                    created_at: string;
                                } | null;
                                can: {
                                    mark_funds_sent: boolean;
                                    settle: boolean;
                                    cancel: boolean;
                                };
                                timeline: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "created" | "funds_sent" | "settled" | "cancellation_requested" | "cancellation_declined" | "cancelled";
                                    actor: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    note: string | null;
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read; a suspended organisation’s people neither) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such proposal, or one the caller’s organisation may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The proposal’s or the loan’s status does not allow it now, or the version is stale */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proposals/{id}/counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Counter a submitted proposal with another price (bank officers and managers) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description % of the loan’s current principal, at most three decimals, above 0 and at most 150 */
                        price_pct: string;
                        /** @description At most 1000 characters */
                        note?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "submitted" | "countered" | "accepted" | "final_accepted" | "rejected" | "withdrawn" | "expired" | "superseded";
                                version: number;
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                    currency: string;
                                    /** @example 245312.50 */
                                    current_principal: string;
                                    interest_rate_pct: string;
                                    current_ltv_pct: string;
                                    region: string;
                                    property_type: string;
                                    asking_price_pct: string | null;
                                    bid_deadline: string | null;
                                    bank: {
                                        id: number;
                                        name: string;
                                    };
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                /** @example 98.125 */
                                price_pct: string;
                                /**
                                 * @description price_pct of the loan’s current principal, half-even to the cent
                                 * @example 245312.50
                                 */
                                amount: string;
                                /** @example 2026-12-31 */
                                settlement_date: string;
                                /** @example 2026-12-31 */
                                valid_until: string;
                                note: string | null;
                                counter_price_pct: string | null;
                                counter_amount: string | null;
                                counter_note: string | null;
                                /** @description Why the proposal was closed: the bank’s reason for a rejection, or "The bank withdrew the listing." for an offer the withdrawal expired */
                                rejection_reason: string | null;
                                accepted_at: string | null;
                                final_acceptance_deadline: string | null;
                                /** @description The bank’s acceptance waiting for a manager’s approval; null in an investor’s answer (internal to the bank) */
                                pending_acceptance: {
                                    pending_action_id: number;
                                    maker: {
                                        id: number;
                                        name: string;
                                    };
                                    created_at: string;
                                } | null;
                                deal_id: number | null;
                                /** @description When the investor accepted the bank’s counter, while that is its latest step: the price is the bank’s own and the bank now confirms */
                                counter_accepted_at: string | null;
                                /** @description Null only when the user who made it was deleted */
                                created_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                created_at: string;
                                updated_at: string;
                                /** @description What the caller may do with the proposal now */
                                can: {
                                    revise: boolean;
                                    withdraw: boolean;
                                    accept_counter: boolean;
                                    final_accept: boolean;
                                    counter: boolean;
                                    reject: boolean;
                                    accept: boolean;
                                };
                                /** @description The platform fee configured today, in basis points */
                                platform_fee_bps: number;
                                /**
                                 * @description The fee on the amount at today’s configured fee
                                 * @example 245312.50
                                 */
                                platform_fee_amount: string;
                                /** @description Every step, oldest first */
                                history: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "submitted" | "revised" | "countered" | "counter_accepted" | "acceptance_requested" | "acceptance_declined" | "acceptance_cancelled" | "accepted" | "rejected" | "withdrawn" | "expired" | "superseded" | "final_accepted";
                                    /** @description Null for the scheduled expiry */
                                    actor: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    price_pct: string | null;
                                    amount: string | null;
                                    settlement_date: string | null;
                                    valid_until: string | null;
                                    note: string | null;
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read; a suspended organisation’s people neither) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such proposal, or one the caller’s organisation may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The proposal’s or the loan’s status does not allow it now, or the version is stale */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proposals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a submitted or countered proposal with a reason (bank officers and managers) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 500 characters */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "submitted" | "countered" | "accepted" | "final_accepted" | "rejected" | "withdrawn" | "expired" | "superseded";
                                version: number;
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                    currency: string;
                                    /** @example 245312.50 */
                                    current_principal: string;
                                    interest_rate_pct: string;
                                    current_ltv_pct: string;
                                    region: string;
                                    property_type: string;
                                    asking_price_pct: string | null;
                                    bid_deadline: string | null;
                                    bank: {
                                        id: number;
                                        name: string;
                                    };
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                /** @example 98.125 */
                                price_pct: string;
                                /**
                                 * @description price_pct of the loan’s current principal, half-even to the cent
                                 * @example 245312.50
                                 */
                                amount: string;
                                /** @example 2026-12-31 */
                                settlement_date: string;
                                /** @example 2026-12-31 */
                                valid_until: string;
                                note: string | null;
                                counter_price_pct: string | null;
                                counter_amount: string | null;
                                counter_note: string | null;
                                /** @description Why the proposal was closed: the bank’s reason for a rejection, or "The bank withdrew the listing." for an offer the withdrawal expired */
                                rejection_reason: string | null;
                                accepted_at: string | null;
                                final_acceptance_deadline: string | null;
                                /** @description The bank’s acceptance waiting for a manager’s approval; null in an investor’s answer (internal to the bank) */
                                pending_acceptance: {
                                    pending_action_id: number;
                                    maker: {
                                        id: number;
                                        name: string;
                                    };
                                    created_at: string;
                                } | null;
                                deal_id: number | null;
                                /** @description When the investor accepted the bank’s counter, while that is its latest step: the price is the bank’s own and the bank now confirms */
                                counter_accepted_at: string | null;
                                /** @description Null only when the user who made it was deleted */
                                created_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                created_at: string;
                                updated_at: string;
                                /** @description What the caller may do with the proposal now */
                                can: {
                                    revise: boolean;
                                    withdraw: boolean;
                                    accept_counter: boolean;
                                    final_accept: boolean;
                                    counter: boolean;
                                    reject: boolean;
                                    accept: boolean;
                                };
                                /** @description The platform fee configured today, in basis points */
                                platform_fee_bps: number;
                                /**
                                 * @description The fee on the amount at today’s configured fee
                                 * @example 245312.50
                                 */
                                platform_fee_amount: string;
                                /** @description Every step, oldest first */
                                history: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "submitted" | "revised" | "countered" | "counter_accepted" | "acceptance_requested" | "acceptance_declined" | "acceptance_cancelled" | "accepted" | "rejected" | "withdrawn" | "expired" | "superseded" | "final_accepted";
                                    /** @description Null for the scheduled expiry */
                                    actor: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    price_pct: string | null;
                                    amount: string | null;
                                    settlement_date: string | null;
                                    valid_until: string | null;
                                    note: string | null;
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read; a suspended organisation’s people neither) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such proposal, or one the caller’s organisation may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The proposal’s or the loan’s status does not allow it now, or the version is stale */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/proposals/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose accepting a submitted proposal on a listed loan (proposal.accept); another manager of the bank approves it
         * @description Approved with POST /pending-actions/{id}/approve: the proposal becomes accepted and the loan under offer.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pending_action_id: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read; a suspended organisation’s people neither) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such proposal, or one the caller’s organisation may not see */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The proposal’s or the loan’s status does not allow it now, or the version is stale */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deals the user may see, filtered, sorted and paginated
         * @description An investor sees its organisations’ deals, a bank its own, a platform admin every deal. Ties are broken by id.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Comma-separated statuses: pending_settlement, funds_sent, settled, cancelled */
                    status?: string;
                    sort?: "created_at" | "settlement_date" | "amount" | "status";
                    order?: "asc" | "desc";
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "pending_settlement" | "funds_sent" | "settled" | "cancelled";
                                version: number;
                                /** @description The loan sold; null for a pool’s deal */
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                    currency: string;
                                    /** @example 245312.50 */
                                    current_principal: string;
                                    interest_rate_pct: string;
                                    current_ltv_pct: string;
                                    region: string;
                                    property_type: string;
                                } | null;
                                /** @description The pool sold, one line per loan (GET /deals/{id}/lines); null for a single loan’s deal */
                                pool: {
                                    id: number;
                                    name: string;
                                    currency: string;
                                } | null;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                proposal_id: number | null;
                                /** @example 98.125 */
                                price_pct: string;
                                /** @example 245312.50 */
                                amount: string;
                                /** @description Frozen when the deal was made */
                                platform_fee_bps: number;
                                /** @example 245312.50 */
                                platform_fee_amount: string;
                                /** @description YYYY-MM-DD */
                                settlement_date: string;
                                cancel_reason: string | null;
                                created_at: string;
                                funds_sent_at: string | null;
                                settled_at: string | null;
                                cancelled_at: string | null;
                                /** @description A cancellation waiting for a platform checker */
                                pending_cancellation: {
                                    pending_action_id: number;
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    reason: string | null;
                                    created_at: string;
                                } | null;
                                can: {
                                    /** @description The caller may mark the funds sent (the deal’s investor) */
                                    mark_funds_sent: boolean;
                                    /** @description The caller may confirm settlement (the deal’s bank) */
                                    settle: boolean;
                                    /** @description The caller may propose cancelling it (a platform maker) */
                                    cancel: boolean;
                                };
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of a bank, an investor or the platform */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such deal, or another organisation’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A deal with its timeline, any pending cancellation and what the user may do with it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "pending_settlement" | "funds_sent" | "settled" | "cancelled";
                                version: number;
                                /** @description The loan sold; null for a pool’s deal */
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                    currency: string;
                                    /** @example 245312.50 */
                                    current_principal: string;
                                    interest_rate_pct: string;
                                    current_ltv_pct: string;
                                    region: string;
                                    property_type: string;
                                } | null;
                                /** @description The pool sold, one line per loan (GET /deals/{id}/lines); null for a single loan’s deal */
                                pool: {
                                    id: number;
                                    name: string;
                                    currency: string;
                                } | null;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                proposal_id: number | null;
                                /** @example 98.125 */
                                price_pct: string;
                                /** @example 245312.50 */
                                amount: string;
                                /** @description Frozen when the deal was made */
                                platform_fee_bps: number;
                                /** @example 245312.50 */
                                platform_fee_amount: string;
                                /** @description YYYY-MM-DD */
                                settlement_date: string;
                                cancel_reason: string | null;
                                created_at: string;
                                funds_sent_at: string | null;
                                settled_at: string | null;
                                cancelled_at: string | null;
                                /** @description A cancellation waiting for a platform checker */
                                pending_cancellation: {
                                    pending_action_id: number;
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    reason: string | null;
                                    created_at: string;
                                } | null;
                                can: {
                                    /** @description The caller may mark the funds sent (the deal’s investor) */
                                    mark_funds_sent: boolean;
                                    /** @description The caller may confirm settlement (the deal’s bank) */
                                    settle: boolean;
                                    /** @description The caller may propose cancelling it (a platform maker) */
                                    cancel: boolean;
                                };
                                /** @description Every step of the deal, oldest first */
                                timeline: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "created" | "funds_sent" | "settled" | "cancellation_requested" | "cancellation_declined" | "cancelled";
                                    actor: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    note: string | null;
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of a bank, an investor or the platform */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such deal, or another organisation’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals/{id}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A pool deal’s lines: each loan sold with its price and amount, by loan id
         * @description The lines’ amounts sum to the deal’s amount to the cent; a single loan’s deal has none.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                loan_id: number;
                                loan_ref: string;
                                /** @example 250000.00 */
                                current_principal: string;
                                /** @example 98.125 */
                                price_pct: string;
                                /** @example 245312.50 */
                                amount: string;
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of a bank, an investor or the platform */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such deal, or another organisation’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals/{id}/funds-sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the funds sent (investor users and managers of the deal’s investor): pending_settlement becomes funds_sent */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "pending_settlement" | "funds_sent" | "settled" | "cancelled";
                                version: number;
                                /** @description The loan sold; null for a pool’s deal */
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                    currency: string;
                                    /** @example 245312.50 */
                                    current_principal: string;
                                    interest_rate_pct: string;
                                    current_ltv_pct: string;
                                    region: string;
                                    property_type: string;
                                } | null;
                                /** @description The pool sold, one line per loan (GET /deals/{id}/lines); null for a single loan’s deal */
                                pool: {
                                    id: number;
                                    name: string;
                                    currency: string;
                                } | null;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                proposal_id: number | null;
                                /** @example 98.125 */
                                price_pct: string;
                                /** @example 245312.50 */
                                amount: string;
                                /** @description Frozen when the deal was made */
                                platform_fee_bps: number;
                                /** @example 245312.50 */
                                platform_fee_amount: string;
                                /** @description YYYY-MM-DD */
                                settlement_date: string;
                                cancel_reason: string | null;
                                created_at: string;
                                funds_sent_at: string | null;
                                settled_at: string | null;
                                cancelled_at: string | null;
                                /** @description A cancellation waiting for a platform checker */
                                pending_cancellation: {
                                    pending_action_id: number;
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    reason: string | null;
                                    created_at: string;
                                } | null;
                                can: {
                                    /** @description The caller may mark the funds sent (the deal’s investor) */
                                    mark_funds_sent: boolean;
                                    /** @description The caller may confirm settlement (the deal’s bank) */
                                    settle: boolean;
                                    /** @description The caller may propose cancelling it (a platform maker) */
                                    cancel: boolean;
                                };
                                /** @description Every step of the deal, oldest first */
                                timeline: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "created" | "funds_sent" | "settled" | "cancellation_requested" | "cancellation_declined" | "cancelled";
                                    actor: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    note: string | null;
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to take this step on this deal */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such deal, or another organisation’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The deal’s status does not allow it, or a cancellation is already pending */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals/{id}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the funds received and the loan transferred (bank officers and managers of the deal’s bank): funds_sent becomes settled */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "pending_settlement" | "funds_sent" | "settled" | "cancelled";
                                version: number;
                                /** @description The loan sold; null for a pool’s deal */
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                    currency: string;
                                    /** @example 245312.50 */
                                    current_principal: string;
                                    interest_rate_pct: string;
                                    current_ltv_pct: string;
                                    region: string;
                                    property_type: string;
                                } | null;
                                /** @description The pool sold, one line per loan (GET /deals/{id}/lines); null for a single loan’s deal */
                                pool: {
                                    id: number;
                                    name: string;
                                    currency: string;
                                } | null;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                proposal_id: number | null;
                                /** @example 98.125 */
                                price_pct: string;
                                /** @example 245312.50 */
                                amount: string;
                                /** @description Frozen when the deal was made */
                                platform_fee_bps: number;
                                /** @example 245312.50 */
                                platform_fee_amount: string;
                                /** @description YYYY-MM-DD */
                                settlement_date: string;
                                cancel_reason: string | null;
                                created_at: string;
                                funds_sent_at: string | null;
                                settled_at: string | null;
                                cancelled_at: string | null;
                                /** @description A cancellation waiting for a platform checker */
                                pending_cancellation: {
                                    pending_action_id: number;
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    reason: string | null;
                                    created_at: string;
                                } | null;
                                can: {
                                    /** @description The caller may mark the funds sent (the deal’s investor) */
                                    mark_funds_sent: boolean;
                                    /** @description The caller may confirm settlement (the deal’s bank) */
                                    settle: boolean;
                                    /** @description The caller may propose cancelling it (a platform maker) */
                                    cancel: boolean;
                                };
                                /** @description Every step of the deal, oldest first */
                                timeline: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "created" | "funds_sent" | "settled" | "cancellation_requested" | "cancellation_declined" | "cancelled";
                                    actor: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    note: string | null;
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to take this step on this deal */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such deal, or another organisation’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The deal’s status does not allow it, or a cancellation is already pending */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose cancelling an unsettled deal with a reason (platform makers); a platform checker approves it in pending actions
         * @description On approval the deal is cancelled and its loan is listed again.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Why the deal is cancelled: 1 to 500 characters */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pending_action_id: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to take this step on this deal */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such deal, or another organisation’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The deal’s status does not allow it, or a cancellation is already pending */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The investor’s portfolio: deals that are not cancelled, weighted by current principal, by region, property type and status, and the open proposals
         * @description Over every investor organisation of the user; a platform admin sees every investor’s together.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Deals that are not cancelled */
                                deals_count: number;
                                /** @description The one currency’s total; null when the deals are in several currencies (see by_currency) */
                                total_current_principal: string | null;
                                /** @description What the deals cost, before fees, in their one currency; null when in several (see by_currency) */
                                total_amount: string | null;
                                /** @description One entry per loan currency, largest principal first */
                                by_currency: {
                                    /** @description ISO 4217 code */
                                    key: string;
                                    /** @description Loans held through live deals: a pool’s deal holds one per line */
                                    count: number;
                                    total_current_principal: string;
                                    total_amount: string;
                                    /** @description Weighted by current principal within the currency */
                                    weighted_avg_rate_pct: string | null;
                                    /** @description Weighted by current principal within the currency */
                                    weighted_avg_ltv_pct: string | null;
                                }[];
                                /** @description Weighted by current principal; 2 decimals; null without deals or when they are in several currencies (see by_currency) */
                                weighted_avg_rate_pct: string | null;
                                /** @description As weighted_avg_rate_pct */
                                weighted_avg_ltv_pct: string | null;
                                /** @description Largest principal first; most deals first for several currencies */
                                by_region: {
                                    key: string;
                                    /** @description Loans held through live deals: a pool’s deal holds one per line */
                                    count: number;
                                    /** @description Null when the deals are in several currencies */
                                    total_current_principal: string | null;
                                }[];
                                /** @description Largest principal first; most deals first for several currencies */
                                by_property_type: {
                                    key: string;
                                    /** @description Loans held through live deals: a pool’s deal holds one per line */
                                    count: number;
                                    /** @description Null when the deals are in several currencies */
                                    total_current_principal: string | null;
                                }[];
                                deals_by_status: {
                                    pending_settlement: number;
                                    funds_sent: number;
                                    settled: number;
                                    cancelled: number;
                                };
                                open_proposals_count: number;
                                /** @description 10 open proposals: those awaiting final acceptance first (soonest deadline first), then the latest */
                                open_proposals: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "submitted" | "countered" | "accepted" | "final_accepted" | "rejected" | "withdrawn" | "expired" | "superseded";
                                    version: number;
                                    loan: {
                                        id: number;
                                        loan_ref: string;
                                        /** @enum {string} */
                                        status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                        currency: string;
                                        current_principal: string;
                                        interest_rate_pct: string;
                                        current_ltv_pct: string;
                                        region: string;
                                        property_type: string;
                                        asking_price_pct: string | null;
                                        bid_deadline: string | null;
                                        bank: {
                                            id: number;
                                            name: string;
                                        };
                                    };
                                    investor: {
                                        id: number;
                                        name: string;
                                    };
                                    price_pct: string;
                                    amount: string;
                                    settlement_date: string;
                                    valid_until: string;
                                    note: string | null;
                                    counter_price_pct: string | null;
                                    counter_amount: string | null;
                                    counter_note: string | null;
                                    /** @description Why the proposal was closed: the bank’s reason for a rejection, or "The bank withdrew the listing." for an offer the withdrawal expired */
                                    rejection_reason: string | null;
                                    accepted_at: string | null;
                                    final_acceptance_deadline: string | null;
                                    pending_acceptance: {
                                        pending_action_id: number;
                                        maker: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        created_at: string;
                                    } | null;
                                    deal_id: number | null;
                                    counter_accepted_at: string | null;
                                    created_by: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    created_at: string;
                                    updated_at: string;
                                    can: {
                                        revise: boolean;
                                        withdraw: boolean;
                                        accept_counter: boolean;
                                        final_accept: boolean;
                                        counter: boolean;
                                        reject: boolean;
                                        accept: boolean;
                                    };
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not an investor user or a platform admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/marketplace/loans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listed loans of active banks, filtered, sorted and paginated
         * @description Filters: comma-separated code lists (region, property_type, occupancy, rate_type, currency), ranges (rate, ltv, credit_score, balance), arrears, bank_id and search. Ties in the sort are broken by id.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Comma-separated; any of AL, AK, AZ, AR, CA, CO, CT, DE, DC, FL, GA, HI, ID, IL, IN, IA, KS, KY, LA, ME, MD, MA, MI, MN, MS, MO, MT, NE, NV, NH, NJ, NM, NY, NC, ND, OH, OK, OR, PA, RI, SC, SD, TN, TX, UT, VT, VA, WA, WV, WI, WY */
                    region?: string;
                    /** @description Comma-separated; any of house, flat, co_op, manufactured, pud, multi_family */
                    property_type?: string;
                    /** @description Comma-separated; any of owner, second_home, investment */
                    occupancy?: string;
                    /** @description Comma-separated; any of fixed, variable, mixed */
                    rate_type?: string;
                    /** @description Comma-separated; any of USD, EUR, GBP, CHF, SEK, NOK, DKK, PLN, CZK, CAD, AUD, JPY */
                    currency?: string;
                    /** @description Interest rate % at least */
                    rate_min?: string;
                    /** @description Interest rate % at most */
                    rate_max?: string;
                    /** @description Current LTV % at least */
                    ltv_min?: string;
                    /** @description Current LTV % at most */
                    ltv_max?: string;
                    credit_score_min?: number;
                    credit_score_max?: number;
                    /** @description Current principal at least */
                    balance_min?: string;
                    /** @description Current principal at most */
                    balance_max?: string;
                    /** @description current: no days in arrears; in_arrears: some */
                    arrears?: "current" | "in_arrears";
                    bank_id?: number;
                    /** @description Part of the loan reference, any case */
                    search?: string;
                    sort?: "listed_at" | "loan_ref" | "bank_name" | "current_principal" | "interest_rate_pct" | "current_ltv_pct" | "credit_score" | "region" | "property_type" | "occupancy" | "rate_type" | "remaining_term_months" | "days_in_arrears" | "asking_price_pct" | "bid_deadline";
                    order?: "asc" | "desc";
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                loan_ref: string;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                /** @enum {string} */
                                status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                currency: string;
                                /** @description Decimal string, 2 decimals */
                                current_principal: string;
                                /** @description Decimal string, 4 decimals */
                                interest_rate_pct: string;
                                /** @enum {string} */
                                rate_type: "fixed" | "variable" | "mixed";
                                /** @description Decimal string, 4 decimals */
                                current_ltv_pct: string;
                                credit_score: number | null;
                                region: string;
                                /** @enum {string} */
                                property_type: "house" | "flat" | "co_op" | "manufactured" | "pud" | "multi_family";
                                /** @enum {string} */
                                occupancy: "owner" | "second_home" | "investment";
                                remaining_term_months: number;
                                days_in_arrears: number;
                                /** @enum {string} */
                                account_status: "performing" | "arrears" | "restructured" | "defaulted";
                                /** @description % of current principal, 3 decimals */
                                asking_price_pct: string | null;
                                /** @description YYYY-MM-DD */
                                bid_deadline: string | null;
                                /** @description ISO 8601 */
                                listed_at: string;
                                /** @description The caller's organisations' open proposal on the loan */
                                my_proposal: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "submitted" | "countered" | "accepted" | "final_accepted" | "rejected" | "withdrawn" | "expired" | "superseded";
                                } | null;
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not an investor or a platform admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A filter is not valid */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/marketplace/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The figures of the whole filtered set: count, principal, weighted averages, by currency, region and property type
         * @description Filters: comma-separated code lists (region, property_type, occupancy, rate_type, currency), ranges (rate, ltv, credit_score, balance), arrears, bank_id and search.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Comma-separated; any of AL, AK, AZ, AR, CA, CO, CT, DE, DC, FL, GA, HI, ID, IL, IN, IA, KS, KY, LA, ME, MD, MA, MI, MN, MS, MO, MT, NE, NV, NH, NJ, NM, NY, NC, ND, OH, OK, OR, PA, RI, SC, SD, TN, TX, UT, VT, VA, WA, WV, WI, WY */
                    region?: string;
                    /** @description Comma-separated; any of house, flat, co_op, manufactured, pud, multi_family */
                    property_type?: string;
                    /** @description Comma-separated; any of owner, second_home, investment */
                    occupancy?: string;
                    /** @description Comma-separated; any of fixed, variable, mixed */
                    rate_type?: string;
                    /** @description Comma-separated; any of USD, EUR, GBP, CHF, SEK, NOK, DKK, PLN, CZK, CAD, AUD, JPY */
                    currency?: string;
                    /** @description Interest rate % at least */
                    rate_min?: string;
                    /** @description Interest rate % at most */
                    rate_max?: string;
                    /** @description Current LTV % at least */
                    ltv_min?: string;
                    /** @description Current LTV % at most */
                    ltv_max?: string;
                    credit_score_min?: number;
                    credit_score_max?: number;
                    /** @description Current principal at least */
                    balance_min?: string;
                    /** @description Current principal at most */
                    balance_max?: string;
                    /** @description current: no days in arrears; in_arrears: some */
                    arrears?: "current" | "in_arrears";
                    bank_id?: number;
                    /** @description Part of the loan reference, any case */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                /** @description True when more than 10,000 loans match filters off the running totals (ranges, arrears, search, occupancy, rate type): every figure is then estimated from a sample of the market, scaled to the whole (shown as “about”) */
                                is_estimate: boolean;
                                /** @description The one currency’s total; null when the set holds several currencies (see by_currency) */
                                total_current_principal: string | null;
                                /** @description One entry per currency (key: ISO 4217 code) with its own weighted averages, largest principal first */
                                by_currency: {
                                    key: string;
                                    count: number;
                                    /** @description Decimal string, 2 decimals */
                                    total_current_principal: string;
                                    /** @description 2 decimals, weighted by current principal; null when count is 0 */
                                    weighted_avg_rate_pct: string | null;
                                    /** @description 2 decimals, weighted by current principal; null when count is 0 */
                                    weighted_avg_ltv_pct: string | null;
                                    /** @description Over the loans that have a credit score; null when none has */
                                    weighted_avg_credit_score: string | null;
                                    /** @description 2 decimals, weighted by current principal; null when count is 0 */
                                    weighted_avg_remaining_term_months: string | null;
                                }[];
                                /** @description The one currency’s figure; null when count is 0 or the set holds several currencies (see by_currency) */
                                weighted_avg_rate_pct: string | null;
                                /** @description The one currency’s figure; null when count is 0 or the set holds several currencies (see by_currency) */
                                weighted_avg_ltv_pct: string | null;
                                /** @description The one currency’s figure; null when count is 0 or the set holds several currencies (see by_currency) */
                                weighted_avg_credit_score: string | null;
                                /** @description The one currency’s figure; null when count is 0 or the set holds several currencies (see by_currency) */
                                weighted_avg_remaining_term_months: string | null;
                                /** @description Largest principal first; most loans first for several currencies */
                                by_region: {
                                    key: string;
                                    count: number;
                                    /** @description Null when the set holds several currencies */
                                    total_current_principal: string | null;
                                }[];
                                /** @description Largest principal first; most loans first for several currencies */
                                by_property_type: {
                                    key: string;
                                    count: number;
                                    /** @description Null when the set holds several currencies */
                                    total_current_principal: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not an investor or a platform admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A filter is not valid */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/marketplace/loans.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every matching listed loan as CSV, in the chosen order (streamed)
         * @description Filters: comma-separated code lists (region, property_type, occupancy, rate_type, currency), ranges (rate, ltv, credit_score, balance), arrears, bank_id and search.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Comma-separated; any of AL, AK, AZ, AR, CA, CO, CT, DE, DC, FL, GA, HI, ID, IL, IN, IA, KS, KY, LA, ME, MD, MA, MI, MN, MS, MO, MT, NE, NV, NH, NJ, NM, NY, NC, ND, OH, OK, OR, PA, RI, SC, SD, TN, TX, UT, VT, VA, WA, WV, WI, WY */
                    region?: string;
                    /** @description Comma-separated; any of house, flat, co_op, manufactured, pud, multi_family */
                    property_type?: string;
                    /** @description Comma-separated; any of owner, second_home, investment */
                    occupancy?: string;
                    /** @description Comma-separated; any of fixed, variable, mixed */
                    rate_type?: string;
                    /** @description Comma-separated; any of USD, EUR, GBP, CHF, SEK, NOK, DKK, PLN, CZK, CAD, AUD, JPY */
                    currency?: string;
                    /** @description Interest rate % at least */
                    rate_min?: string;
                    /** @description Interest rate % at most */
                    rate_max?: string;
                    /** @description Current LTV % at least */
                    ltv_min?: string;
                    /** @description Current LTV % at most */
                    ltv_max?: string;
                    credit_score_min?: number;
                    credit_score_max?: number;
                    /** @description Current principal at least */
                    balance_min?: string;
                    /** @description Current principal at most */
                    balance_max?: string;
                    /** @description current: no days in arrears; in_arrears: some */
                    arrears?: "current" | "in_arrears";
                    bank_id?: number;
                    /** @description Part of the loan reference, any case */
                    search?: string;
                    sort?: "listed_at" | "loan_ref" | "bank_name" | "current_principal" | "interest_rate_pct" | "current_ltv_pct" | "credit_score" | "region" | "property_type" | "occupancy" | "rate_type" | "remaining_term_months" | "days_in_arrears" | "asking_price_pct" | "bid_deadline";
                    order?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not an investor or a platform admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A filter is not valid */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/marketplace/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active banks with at least one listed loan, for the bank filter */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not an investor or a platform admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/marketplace/loans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One loan as an investor sees it, with the open proposals count and the caller’s own proposal
         * @description Visible when listed or under offer, or (then also when sold) when the caller’s organisation has a proposal or a deal on it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                loan_ref: string;
                                data_cutoff_date: string;
                                currency: string;
                                /** @description Decimal string, 2 decimals */
                                original_principal: string;
                                /** @description Decimal string, 2 decimals */
                                current_principal: string;
                                origination_date: string;
                                maturity_date: string;
                                original_term_months: number;
                                remaining_term_months: number;
                                /** @description Decimal string, 4 decimals */
                                interest_rate_pct: string;
                                /** @enum {string} */
                                rate_type: "fixed" | "variable" | "mixed";
                                /** @enum {string} */
                                amortisation_type: "annuity" | "linear" | "interest_only" | "bullet";
                                /** @description Decimal string, 2 decimals */
                                monthly_payment: string;
                                lien_position: number;
                                /** @enum {string} */
                                loan_purpose: "purchase" | "refinance" | "cash_out" | "other";
                                /** @description Decimal string, 2 decimals */
                                property_value: string;
                                valuation_date: string;
                                /** @description Decimal string, 4 decimals */
                                original_ltv_pct: string;
                                /** @description Decimal string, 4 decimals */
                                current_ltv_pct: string;
                                dti_pct: string | null;
                                credit_score: number | null;
                                /** @enum {string} */
                                property_type: "house" | "flat" | "co_op" | "manufactured" | "pud" | "multi_family";
                                /** @enum {string} */
                                occupancy: "owner" | "second_home" | "investment";
                                region: string;
                                postcode_prefix: string;
                                borrower_count: number;
                                /** @enum {string} */
                                first_time_buyer: "yes" | "no" | "unknown";
                                days_in_arrears: number;
                                /** @description Decimal string, 2 decimals */
                                arrears_balance: string;
                                /** @enum {string} */
                                account_status: "performing" | "arrears" | "restructured" | "defaulted";
                                last_payment_date: string | null;
                                asking_price_pct: string | null;
                                bid_deadline: string | null;
                                listing_description: string | null;
                                listed_at: string | null;
                                /** @description Open proposals of every investor on the loan */
                                open_proposals_count: number;
                                /** @description The caller's organisations' open proposal on the loan */
                                my_proposal: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "submitted" | "countered" | "accepted" | "final_accepted" | "rejected" | "withdrawn" | "expired" | "superseded";
                                } | null;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not an investor or a platform admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan on the market */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user’s notification kinds, each with its description and whether it is mailed
         * @description Every kind is shown on the main dashboard; each may be mailed as well (the default) or not.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                kinds: {
                                    /** @enum {string} */
                                    kind: "proposal_received" | "proposal_countered" | "proposal_accepted" | "proposal_rejected" | "final_acceptance_due" | "funds_sent" | "deal_settled" | "deal_cancelled" | "pool_phase_1_opened" | "pool_phase_closed" | "pool_shortlisted" | "pool_not_shortlisted" | "pool_award_invited" | "pool_award_result" | "pool_award_ended" | "change_to_check" | "change_approved" | "change_rejected" | "pool_question_received" | "pool_question_answered";
                                    label: string;
                                    description: string;
                                    /** @description Whether this kind is mailed as well as shown on the main dashboard */
                                    email: boolean;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Switch the e-mail of some kinds on or off for the user */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        settings: {
                            /** @enum {string} */
                            kind: "proposal_received" | "proposal_countered" | "proposal_accepted" | "proposal_rejected" | "final_acceptance_due" | "funds_sent" | "deal_settled" | "deal_cancelled" | "pool_phase_1_opened" | "pool_phase_closed" | "pool_shortlisted" | "pool_not_shortlisted" | "pool_award_invited" | "pool_award_result" | "pool_award_ended" | "change_to_check" | "change_approved" | "change_rejected" | "pool_question_received" | "pool_question_answered";
                            email: boolean;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                kinds: {
                                    /** @enum {string} */
                                    kind: "proposal_received" | "proposal_countered" | "proposal_accepted" | "proposal_rejected" | "final_acceptance_due" | "funds_sent" | "deal_settled" | "deal_cancelled" | "pool_phase_1_opened" | "pool_phase_closed" | "pool_shortlisted" | "pool_not_shortlisted" | "pool_award_invited" | "pool_award_result" | "pool_award_ended" | "change_to_check" | "change_approved" | "change_rejected" | "pool_question_received" | "pool_question_answered";
                                    label: string;
                                    description: string;
                                    /** @description Whether this kind is mailed as well as shown on the main dashboard */
                                    email: boolean;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description An unknown kind, or not a true or false */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of the user’s notifications read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                read_at: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such notification, or another user’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every unread notification of the user read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description How many unread notifications were marked read */
                                marked: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/binding-bid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pool’s lines with the investor’s own binding bid on each, and the current deadline */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pool: {
                                    id: number;
                                    name: string;
                                    currency: string;
                                    /** @enum {string} */
                                    status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                    exclusion_limit: number;
                                    /** @description The current deadline, moved by late bids */
                                    phase_2_deadline: string | null;
                                    /** @description The deadline as listed; late bids move it by at most 2 hours */
                                    phase_2_deadline_listed: string | null;
                                    open_for_bids: boolean;
                                };
                                /** @description null before the first bid */
                                bid: {
                                    version: number;
                                    /** @description The sum of the lines’ amounts, in the pool’s currency */
                                    total: string;
                                    /** @description The same total in minor units (cents; yen for JPY) */
                                    total_minor: string;
                                    excluded_count: number;
                                    placed_at: string;
                                    updated_at: string;
                                } | null;
                                lines: {
                                    line: number;
                                    current_principal: string;
                                    price_pct: string | null;
                                    excluded: boolean;
                                    /** @description What the line comes to, rounded half up to a whole minor unit */
                                    amount: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of an investor */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or the investor is not shortlisted for its binding phase */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        /**
         * Place or revise the binding bid: a price or an exclusion for every line of the pool
         * @description A bid placed when the deadline is at most 10 minutes away moves it 10 minutes later, at most 2 hours past the listed one.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One entry for every line of the pool */
                        lines: {
                            /** @description The pool tape’s line, 1 to the number of loans */
                            line: number;
                            /** @description Price as % of the loan’s current principal, above 0 and at most 200, up to 3 decimals ("97.125") */
                            price_pct?: string;
                            /** @description true leaves the loan out of the bid (within the pool’s exclusion limit) */
                            excluded?: boolean;
                        }[];
                        /** @description The version of the bid being revised; refused (409) when the bid has moved on since */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pool: {
                                    id: number;
                                    name: string;
                                    currency: string;
                                    /** @enum {string} */
                                    status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                    exclusion_limit: number;
                                    /** @description The current deadline, moved by late bids */
                                    phase_2_deadline: string | null;
                                    /** @description The deadline as listed; late bids move it by at most 2 hours */
                                    phase_2_deadline_listed: string | null;
                                    open_for_bids: boolean;
                                };
                                bid: {
                                    version: number;
                                    /** @description The sum of the lines’ amounts, in the pool’s currency */
                                    total: string;
                                    /** @description The same total in minor units (cents; yen for JPY) */
                                    total_minor: string;
                                    excluded_count: number;
                                    placed_at: string;
                                    updated_at: string;
                                };
                                /** @description Whether this bid moved the deadline (placed in its last 10 minutes) */
                                extended: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of an investor */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or the investor is not shortlisted for its binding phase */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool is not in phase 2, the deadline has passed, or the bid changed since its version */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Lines missing, repeated, unknown, mispriced or excluded beyond the limit; errors by line or row */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/binding-bid/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pool’s current binding-bid deadline and the version of the investor’s bid */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pool: {
                                    id: number;
                                    name: string;
                                    currency: string;
                                    /** @enum {string} */
                                    status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                    exclusion_limit: number;
                                    /** @description The current deadline, moved by late bids */
                                    phase_2_deadline: string | null;
                                    /** @description The deadline as listed; late bids move it by at most 2 hours */
                                    phase_2_deadline_listed: string | null;
                                    open_for_bids: boolean;
                                };
                                version: number | null;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of an investor */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or the investor is not shortlisted for its binding phase */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/binding-bid/template.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bid template as CSV: a row per line with its current principal and currency, prices empty */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of an investor */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or the investor is not shortlisted for its binding phase */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/binding-bid/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place or revise the binding bid from the CSV template (multipart/form-data, field `file`, at most 10 MB)
         * @description Columns line and price_pct (excluded: "yes" to leave a line out); errors are named by row (rows.<n>.<column>), nothing is saved if any row is wrong.
         */
        post: {
            parameters: {
                query?: {
                    /** @description As for the JSON bid */
                    version?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pool: {
                                    id: number;
                                    name: string;
                                    currency: string;
                                    /** @enum {string} */
                                    status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                    exclusion_limit: number;
                                    /** @description The current deadline, moved by late bids */
                                    phase_2_deadline: string | null;
                                    /** @description The deadline as listed; late bids move it by at most 2 hours */
                                    phase_2_deadline_listed: string | null;
                                    open_for_bids: boolean;
                                };
                                bid: {
                                    version: number;
                                    /** @description The sum of the lines’ amounts, in the pool’s currency */
                                    total: string;
                                    /** @description The same total in minor units (cents; yen for JPY) */
                                    total_minor: string;
                                    excluded_count: number;
                                    placed_at: string;
                                    updated_at: string;
                                };
                                /** @description Whether this bid moved the deadline (placed in its last 10 minutes) */
                                extended: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of an investor */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or the investor is not shortlisted for its binding phase */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool is not in phase 2, the deadline has passed, or the bid changed since its version */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Lines missing, repeated, unknown, mispriced or excluded beyond the limit; errors by line or row */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pools open to your organisation, with its NDA, shortlist and own indicative bid */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                currency: string;
                                /** @enum {string} */
                                status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                loan_count: number;
                                total_current_principal: string;
                                phase_1_deadline: string | null;
                                phase_2_deadline: string | null;
                                /** @description Your organisation’s acceptance of the NDA, null before it */
                                nda: {
                                    accepted_at: string;
                                    accepted_by_name: string;
                                    accepted_by_email: string;
                                    nda_text_sha256: string;
                                } | null;
                                shortlist: ("pending" | "shortlisted" | "not_shortlisted") | null;
                                /** @description Your organisation’s indicative bid, null before it bids */
                                my_indicative_bid: {
                                    price_pct: string;
                                    note: string;
                                    placed_at: string;
                                    updated_at: string;
                                    version: number;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a person of an active investor organisation, or the NDA not yet accepted */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool open to your organisation */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pool open to your organisation: its figures, deadlines, NDA text and your part in its sale */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                currency: string;
                                /** @enum {string} */
                                status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                loan_count: number;
                                total_current_principal: string;
                                phase_1_deadline: string | null;
                                phase_2_deadline: string | null;
                                /** @description Your organisation’s acceptance of the NDA, null before it */
                                nda: {
                                    accepted_at: string;
                                    accepted_by_name: string;
                                    accepted_by_email: string;
                                    nda_text_sha256: string;
                                } | null;
                                shortlist: ("pending" | "shortlisted" | "not_shortlisted") | null;
                                /** @description Your organisation’s indicative bid, null before it bids */
                                my_indicative_bid: {
                                    price_pct: string;
                                    note: string;
                                    placed_at: string;
                                    updated_at: string;
                                    version: number;
                                } | null;
                                description: string;
                                cut_off_date: string;
                                nda_text: string;
                                /** @description Opens with the NDA, null before it */
                                stratification: {
                                    count: number;
                                    /** @description Null when the set holds more than one currency */
                                    total_current_principal: string | null;
                                    weighted_average_rate_pct: string | null;
                                    weighted_average_ltv_pct: string | null;
                                    by_currency: {
                                        /** @description ISO 4217 currency code */
                                        key: string;
                                        count: number;
                                        total_current_principal: string;
                                        weighted_average_rate_pct: string | null;
                                        weighted_average_ltv_pct: string | null;
                                    }[];
                                    /** @description Per region and currency */
                                    by_region: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                    /** @description Per property type and currency */
                                    by_property_type: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                } | null;
                                can: {
                                    accept_nda: boolean;
                                    download_tape: boolean;
                                    bid: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a person of an active investor organisation, or the NDA not yet accepted */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool open to your organisation */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/nda": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the pool’s NDA for your organisation (once; a second acceptance keeps the first record)
         * @description Records your name, e-mail, organisation, the time, your address and the SHA-256 of the NDA text.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                currency: string;
                                /** @enum {string} */
                                status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                loan_count: number;
                                total_current_principal: string;
                                phase_1_deadline: string | null;
                                phase_2_deadline: string | null;
                                /** @description Your organisation’s acceptance of the NDA, null before it */
                                nda: {
                                    accepted_at: string;
                                    accepted_by_name: string;
                                    accepted_by_email: string;
                                    nda_text_sha256: string;
                                } | null;
                                shortlist: ("pending" | "shortlisted" | "not_shortlisted") | null;
                                /** @description Your organisation’s indicative bid, null before it bids */
                                my_indicative_bid: {
                                    price_pct: string;
                                    note: string;
                                    placed_at: string;
                                    updated_at: string;
                                    version: number;
                                } | null;
                                description: string;
                                cut_off_date: string;
                                nda_text: string;
                                /** @description Opens with the NDA, null before it */
                                stratification: {
                                    count: number;
                                    /** @description Null when the set holds more than one currency */
                                    total_current_principal: string | null;
                                    weighted_average_rate_pct: string | null;
                                    weighted_average_ltv_pct: string | null;
                                    by_currency: {
                                        /** @description ISO 4217 currency code */
                                        key: string;
                                        count: number;
                                        total_current_principal: string;
                                        weighted_average_rate_pct: string | null;
                                        weighted_average_ltv_pct: string | null;
                                    }[];
                                    /** @description Per region and currency */
                                    by_region: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                    /** @description Per property type and currency */
                                    by_property_type: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                } | null;
                                can: {
                                    accept_nda: boolean;
                                    download_tape: boolean;
                                    bid: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a person of an active investor organisation, or the NDA not yet accepted */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool open to your organisation */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Phase 1 is over, or the bid changed meanwhile */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/tape.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pool’s anonymised tape as CSV: a line per loan, without the bank’s references */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a person of an active investor organisation, or the NDA not yet accepted */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool open to your organisation */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/tape.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pool’s anonymised tape as an XLSX workbook */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description application/vnd.openxmlformats-officedocument.spreadsheetml.sheet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a person of an active investor organisation, or the NDA not yet accepted */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool open to your organisation */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/indicative-bid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Place or revise your organisation’s sealed indicative bid, before the phase 1 deadline
         * @description Revising needs the version read; no one else sees the bid, and the bank only after the deadline.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Percentage of the pool’s principal, up to three decimals */
                        price_pct: string;
                        note?: string;
                        /** @description The bid’s version when revising it */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                currency: string;
                                /** @enum {string} */
                                status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                loan_count: number;
                                total_current_principal: string;
                                phase_1_deadline: string | null;
                                phase_2_deadline: string | null;
                                /** @description Your organisation’s acceptance of the NDA, null before it */
                                nda: {
                                    accepted_at: string;
                                    accepted_by_name: string;
                                    accepted_by_email: string;
                                    nda_text_sha256: string;
                                } | null;
                                shortlist: ("pending" | "shortlisted" | "not_shortlisted") | null;
                                /** @description Your organisation’s indicative bid, null before it bids */
                                my_indicative_bid: {
                                    price_pct: string;
                                    note: string;
                                    placed_at: string;
                                    updated_at: string;
                                    version: number;
                                } | null;
                                description: string;
                                cut_off_date: string;
                                nda_text: string;
                                /** @description Opens with the NDA, null before it */
                                stratification: {
                                    count: number;
                                    /** @description Null when the set holds more than one currency */
                                    total_current_principal: string | null;
                                    weighted_average_rate_pct: string | null;
                                    weighted_average_ltv_pct: string | null;
                                    by_currency: {
                                        /** @description ISO 4217 currency code */
                                        key: string;
                                        count: number;
                                        total_current_principal: string;
                                        weighted_average_rate_pct: string | null;
                                        weighted_average_ltv_pct: string | null;
                                    }[];
                                    /** @description Per region and currency */
                                    by_region: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                    /** @description Per property type and currency */
                                    by_property_type: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                } | null;
                                can: {
                                    accept_nda: boolean;
                                    download_tape: boolean;
                                    bid: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a person of an active investor organisation, or the NDA not yet accepted */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool open to your organisation */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Phase 1 is over, or the bid changed meanwhile */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/indicative-bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The NDA participants and their indicative bids, once the phase 1 deadline has passed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                phase_1_deadline: string;
                                can_shortlist: boolean;
                                participants: {
                                    investor: {
                                        id: number;
                                        name: string;
                                    };
                                    nda_accepted_at: string;
                                    nda_accepted_by_name: string;
                                    /** @enum {string} */
                                    shortlist: "pending" | "shortlisted" | "not_shortlisted";
                                    bid: {
                                        price_pct: string;
                                        /** @description The price applied to the pool’s principal, in its currency */
                                        amount: string;
                                        note: string;
                                        placed_at: string;
                                        updated_at: string;
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of the bank desk, or not a manager */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The bids are sealed until the phase 1 deadline, or the pool is past phase 1 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/shortlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Shortlist investors for phase 2 (bank manager, after the phase 1 deadline); the others are told */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The investors going on to phase 2; the other participants do not */
                        investor_ids: number[];
                        /** @description The pool’s version as read */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                phase_1_deadline: string;
                                can_shortlist: boolean;
                                participants: {
                                    investor: {
                                        id: number;
                                        name: string;
                                    };
                                    nda_accepted_at: string;
                                    nda_accepted_by_name: string;
                                    /** @enum {string} */
                                    shortlist: "pending" | "shortlisted" | "not_shortlisted";
                                    bid: {
                                        price_pct: string;
                                        /** @description The price applied to the pool’s principal, in its currency */
                                        amount: string;
                                        note: string;
                                        placed_at: string;
                                        updated_at: string;
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of the bank desk, or not a manager */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The bids are sealed until the phase 1 deadline, or the pool is past phase 1 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pools the user may see, newest first
         * @description A bank user sees their bank’s pools; a platform admin every bank’s.
         */
        get: {
            parameters: {
                query?: {
                    status?: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                    bank_id?: number;
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                name: string;
                                description: string;
                                cut_off_date: string;
                                currency: string;
                                /** @enum {string} */
                                status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                loan_count: number;
                                total_current_principal: string;
                                access_mode: ("open" | "invitation") | null;
                                invited_investors: {
                                    id: number;
                                    name: string;
                                }[];
                                phase_1_deadline: string | null;
                                phase_2_deadline: string | null;
                                exclusion_limit: number | null;
                                nda_text: string | null;
                                listed_at: string | null;
                                version: number;
                                created_at: string;
                                updated_at: string;
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of a bank desk */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Build a draft pool from a batch’s or the loan list’s approved loans of one currency
         * @description Takes approved loans that are not listed, under offer, sold, in another live pool or waiting for a listing. Refused (422) when none is found or they hold more than one currency.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Needed only by a user of several banks */
                        bank_id?: number;
                        /** @description The batch whose approved loans make the pool */
                        batch_id?: number;
                        /** @description The loan list’s filters; only approved loans are taken */
                        filters?: {
                            /** @description Part of the loan reference, any case */
                            search?: string;
                            rate_min?: string;
                            rate_max?: string;
                            /** @description Current principal at least */
                            balance_min?: string;
                            balance_max?: string;
                            /** @enum {string} */
                            region?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                            /** @enum {string} */
                            currency?: "USD" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK" | "CAD" | "AUD" | "JPY";
                        };
                        /** @description 1 to 120 characters */
                        name: string;
                        /** @description At most 2,000 characters */
                        description?: string;
                        /** @description YYYY-MM-DD, not in the future */
                        cut_off_date: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                name: string;
                                description: string;
                                cut_off_date: string;
                                currency: string;
                                /** @enum {string} */
                                status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                loan_count: number;
                                total_current_principal: string;
                                access_mode: ("open" | "invitation") | null;
                                invited_investors: {
                                    id: number;
                                    name: string;
                                }[];
                                phase_1_deadline: string | null;
                                phase_2_deadline: string | null;
                                exclusion_limit: number | null;
                                nda_text: string | null;
                                listed_at: string | null;
                                version: number;
                                created_at: string;
                                updated_at: string;
                                stratification: {
                                    count: number;
                                    /** @description Null when the set holds more than one currency */
                                    total_current_principal: string | null;
                                    weighted_average_rate_pct: string | null;
                                    weighted_average_ltv_pct: string | null;
                                    by_currency: {
                                        /** @description ISO 4217 currency code */
                                        key: string;
                                        count: number;
                                        total_current_principal: string;
                                        weighted_average_rate_pct: string | null;
                                        weighted_average_ltv_pct: string | null;
                                    }[];
                                    /** @description Per region and currency */
                                    by_region: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                    /** @description Per property type and currency */
                                    by_property_type: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                };
                                /** @description The pool’s pending actions, each with its diff */
                                pending_actions: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                }[];
                                /** @description The last decided action on the pool, so its maker sees the checker’s reason */
                                latest_decision: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                } | null;
                                can: {
                                    edit: boolean;
                                    list: boolean;
                                    /** @description A pending action on the pool awaits this user */
                                    approve: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool’s status does not allow it, a listing waits, or the loans have just changed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/investors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active investor organisations a pool’s listing may invite, by name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of a bank desk */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many loans a batch or the loan list’s filters would pool, and their total (nothing is written) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Needed only by a user of several banks */
                        bank_id?: number;
                        /** @description The batch whose approved loans make the pool */
                        batch_id?: number;
                        /** @description The loan list’s filters; only approved loans are taken */
                        filters?: {
                            /** @description Part of the loan reference, any case */
                            search?: string;
                            rate_min?: string;
                            rate_max?: string;
                            /** @description Current principal at least */
                            balance_min?: string;
                            balance_max?: string;
                            /** @enum {string} */
                            region?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                            /** @enum {string} */
                            currency?: "USD" | "EUR" | "GBP" | "CHF" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK" | "CAD" | "AUD" | "JPY";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                /** @description The currencies of the loans found; a pool takes one */
                                currencies: string[];
                                /** @description Null when the loans hold more than one currency */
                                total_current_principal: string | null;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool’s status does not allow it, a listing waits, or the loans have just changed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pool with its count, total, stratification, pending actions and what the user may do */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                name: string;
                                description: string;
                                cut_off_date: string;
                                currency: string;
                                /** @enum {string} */
                                status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                loan_count: number;
                                total_current_principal: string;
                                access_mode: ("open" | "invitation") | null;
                                invited_investors: {
                                    id: number;
                                    name: string;
                                }[];
                                phase_1_deadline: string | null;
                                phase_2_deadline: string | null;
                                exclusion_limit: number | null;
                                nda_text: string | null;
                                listed_at: string | null;
                                version: number;
                                created_at: string;
                                updated_at: string;
                                stratification: {
                                    count: number;
                                    /** @description Null when the set holds more than one currency */
                                    total_current_principal: string | null;
                                    weighted_average_rate_pct: string | null;
                                    weighted_average_ltv_pct: string | null;
                                    by_currency: {
                                        /** @description ISO 4217 currency code */
                                        key: string;
                                        count: number;
                                        total_current_principal: string;
                                        weighted_average_rate_pct: string | null;
                                        weighted_average_ltv_pct: string | null;
                                    }[];
                                    /** @description Per region and currency */
                                    by_region: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                    /** @description Per property type and currency */
                                    by_property_type: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                };
                                /** @description The pool’s pending actions, each with its diff */
                                pending_actions: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                }[];
                                /** @description The last decided action on the pool, so its maker sees the checker’s reason */
                                latest_decision: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                } | null;
                                can: {
                                    edit: boolean;
                                    list: boolean;
                                    /** @description A pending action on the pool awaits this user */
                                    approve: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of a bank desk */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a draft pool; its loans are free to pool or list again */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
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
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool’s status does not allow it, a listing waits, or the loans have just changed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit a draft pool’s name, description or cut-off date */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        description?: string;
                        cut_off_date?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                name: string;
                                description: string;
                                cut_off_date: string;
                                currency: string;
                                /** @enum {string} */
                                status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                loan_count: number;
                                total_current_principal: string;
                                access_mode: ("open" | "invitation") | null;
                                invited_investors: {
                                    id: number;
                                    name: string;
                                }[];
                                phase_1_deadline: string | null;
                                phase_2_deadline: string | null;
                                exclusion_limit: number | null;
                                nda_text: string | null;
                                listed_at: string | null;
                                version: number;
                                created_at: string;
                                updated_at: string;
                                stratification: {
                                    count: number;
                                    /** @description Null when the set holds more than one currency */
                                    total_current_principal: string | null;
                                    weighted_average_rate_pct: string | null;
                                    weighted_average_ltv_pct: string | null;
                                    by_currency: {
                                        /** @description ISO 4217 currency code */
                                        key: string;
                                        count: number;
                                        total_current_principal: string;
                                        weighted_average_rate_pct: string | null;
                                        weighted_average_ltv_pct: string | null;
                                    }[];
                                    /** @description Per region and currency */
                                    by_region: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                    /** @description Per property type and currency */
                                    by_property_type: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                };
                                /** @description The pool’s pending actions, each with its diff */
                                pending_actions: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                }[];
                                /** @description The last decided action on the pool, so its maker sees the checker’s reason */
                                latest_decision: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                } | null;
                                can: {
                                    edit: boolean;
                                    list: boolean;
                                    /** @description A pending action on the pool awaits this user */
                                    approve: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool’s status does not allow it, a listing waits, or the loans have just changed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/pools/{id}/loans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pool’s loans, by loan reference */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                loan_ref: string;
                                currency: string;
                                current_principal: string;
                                interest_rate_pct: string;
                                current_ltv_pct: string;
                                region: string;
                                property_type: string;
                                maturity_date: string;
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of a bank desk */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/loans/{loanId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a loan out of a draft pool */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    loanId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                bank: {
                                    id: number;
                                    name: string;
                                };
                                name: string;
                                description: string;
                                cut_off_date: string;
                                currency: string;
                                /** @enum {string} */
                                status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                loan_count: number;
                                total_current_principal: string;
                                access_mode: ("open" | "invitation") | null;
                                invited_investors: {
                                    id: number;
                                    name: string;
                                }[];
                                phase_1_deadline: string | null;
                                phase_2_deadline: string | null;
                                exclusion_limit: number | null;
                                nda_text: string | null;
                                listed_at: string | null;
                                version: number;
                                created_at: string;
                                updated_at: string;
                                stratification: {
                                    count: number;
                                    /** @description Null when the set holds more than one currency */
                                    total_current_principal: string | null;
                                    weighted_average_rate_pct: string | null;
                                    weighted_average_ltv_pct: string | null;
                                    by_currency: {
                                        /** @description ISO 4217 currency code */
                                        key: string;
                                        count: number;
                                        total_current_principal: string;
                                        weighted_average_rate_pct: string | null;
                                        weighted_average_ltv_pct: string | null;
                                    }[];
                                    /** @description Per region and currency */
                                    by_region: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                    /** @description Per property type and currency */
                                    by_property_type: {
                                        key: string;
                                        currency: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                };
                                /** @description The pool’s pending actions, each with its diff */
                                pending_actions: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                }[];
                                /** @description The last decided action on the pool, so its maker sees the checker’s reason */
                                latest_decision: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                } | null;
                                can: {
                                    edit: boolean;
                                    list: boolean;
                                    /** @description A pending action on the pool awaits this user */
                                    approve: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool’s status does not allow it, a listing waits, or the loans have just changed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose listing a draft pool with its sale’s process (pool.list); a bank manager approves it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        access_mode: "open" | "invitation";
                        /** @description The investors invited (by invitation only) */
                        invited_investor_ids?: number[];
                        /** @description ISO 8601 instant with its offset, in the future */
                        phase_1_deadline: string;
                        /** @description ISO 8601 instant, after the phase 1 deadline */
                        phase_2_deadline: string;
                        /** @description From 0 to one fewer than the pool’s loans */
                        exclusion_limit: number;
                        /** @description 1 to 20,000 characters */
                        nda_text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pending_action: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed to do this (platform admins only read) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool’s status does not allow it, a listing waits, or the loans have just changed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pool’s history: every applied change, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                target_type: string;
                                target_id: number;
                                version: number;
                                before: {
                                    [key: string]: unknown;
                                } | null;
                                after: {
                                    [key: string]: unknown;
                                };
                                /** @description The fields that differ between before and after */
                                changes: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                actor: {
                                    id: number;
                                    name: string;
                                } | null;
                                approver: {
                                    id: number;
                                    name: string;
                                } | null;
                                pending_action_id: number | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of a bank desk */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, or another bank’s */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/data-room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pool’s data room: folders and every document with its level (the bank’s people, platform admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pool: {
                                    id: number;
                                    name: string;
                                    status: string;
                                };
                                level: number;
                                can_change: boolean;
                                folders: {
                                    id: number;
                                    name: string;
                                    documents: {
                                        id: number;
                                        folder_id: number | null;
                                        name: string;
                                        level: number;
                                        mime_type: string;
                                        size_bytes: number;
                                        uploaded_at: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/data-room/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a folder to the pool’s data room */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 120 characters, unique in the room */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool is sold or withdrawn, the folder is not empty, or the question has an answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/data-room/folders/{folderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an empty folder of the pool’s data room */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    folderId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool is sold or withdrawn, the folder is not empty, or the question has an answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a folder of the pool’s data room */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    folderId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 120 characters, unique in the room */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool is sold or withdrawn, the folder is not empty, or the question has an answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/pools/{id}/data-room/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a document (multipart/form-data: `file`, `folder_id`, `level` 1 or 2)
         * @description PDF, XLSX, CSV, PNG or JPEG, checked by content, at most 50 MB, not empty.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                folder_id: number | null;
                                name: string;
                                level: number;
                                mime_type: string;
                                size_bytes: number;
                                uploaded_at: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool is sold or withdrawn, the folder is not empty, or the question has an answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/data-room/documents/{documentId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a document of the pool’s data room (the bank’s own look, not logged) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    documentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document itself */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/data-room/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a document out of the data room (its access log stays) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    documentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool is sold or withdrawn, the folder is not empty, or the question has an answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/data-room/access-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who viewed or downloaded which document, newest first, with totals per investor and per document */
        get: {
            parameters: {
                query?: {
                    investor_id?: number;
                    document_id?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                document: {
                                    id: number;
                                    name: string;
                                    deleted: boolean;
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                user_name: string;
                                /** @enum {string} */
                                action: "view" | "download";
                                at: string;
                            }[];
                            by_investor: {
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                views: number;
                                downloads: number;
                                last_at: string;
                            }[];
                            by_document: {
                                document: {
                                    id: number;
                                    name: string;
                                    deleted: boolean;
                                };
                                views: number;
                                downloads: number;
                                investors: number;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/data-room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pool’s data room as my organisation reaches it: documents at or below its level */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pool: {
                                    id: number;
                                    name: string;
                                    status: string;
                                };
                                level: number;
                                can_change: boolean;
                                folders: {
                                    id: number;
                                    name: string;
                                    documents: {
                                        id: number;
                                        folder_id: number | null;
                                        name: string;
                                        level: number;
                                        mime_type: string;
                                        size_bytes: number;
                                        uploaded_at: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/data-room/documents/{documentId}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** View a document in the browser (logged) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    documentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document itself */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/data-room/documents/{documentId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a document (logged) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    documentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document itself */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The investors’ questions on the pool, with who asked and any answer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                question: string;
                                asked_at: string;
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                asked_by_name: string;
                                answered_by_name: string | null;
                                answer: string | null;
                                answered_at: string | null;
                                visibility: ("private" | "published") | null;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder, document or question for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/questions/{questionId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a question, privately to the asker or published to every participant without the asker */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    questionId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 4,000 characters */
                        answer: string;
                        /** @description private (the asker only) or published (every participant, without the asker) */
                        visibility: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                question: string;
                                asked_at: string;
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                asked_by_name: string;
                                answered_by_name: string | null;
                                answer: string | null;
                                answered_at: string | null;
                                visibility: ("private" | "published") | null;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder, document or question for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool is sold or withdrawn, the folder is not empty, or the question has an answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My organisation’s questions with their answers, and the answers published to every participant */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                question: string;
                                asked_at: string;
                                mine: boolean;
                                answer: string | null;
                                answered_at: string | null;
                                visibility: ("private" | "published") | null;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder, document or question for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Ask the bank a question about the pool (after the NDA) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 10 to 2,000 characters */
                        question: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                question: string;
                                asked_at: string;
                                mine: boolean;
                                answer: string | null;
                                answered_at: string | null;
                                visibility: ("private" | "published") | null;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the pool’s bank desk, or before the NDA) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, folder, document or question for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool is sold or withdrawn, the folder is not empty, or the question has an answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{id}/data-room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The loan’s data room: folders and every document with its level (the bank’s people, platform admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                };
                                level: number;
                                can_change: boolean;
                                folders: {
                                    id: number;
                                    name: string;
                                    documents: {
                                        id: number;
                                        folder_id: number | null;
                                        name: string;
                                        level: number;
                                        mime_type: string;
                                        size_bytes: number;
                                        uploaded_at: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the loan’s bank desk; the investor side is for investors only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{id}/data-room/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a folder to the loan’s data room */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 120 characters, unique in the room */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the loan’s bank desk; the investor side is for investors only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The loan is not approved yet, or sold or withdrawn; or the folder is not empty */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{id}/data-room/folders/{folderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an empty folder of the loan’s data room */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    folderId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the loan’s bank desk; the investor side is for investors only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The loan is not approved yet, or sold or withdrawn; or the folder is not empty */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a folder of the loan’s data room */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    folderId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 120 characters, unique in the room */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the loan’s bank desk; the investor side is for investors only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The loan is not approved yet, or sold or withdrawn; or the folder is not empty */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/loans/{id}/data-room/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a document (multipart/form-data: `file`, `folder_id`, `level` 1 or 2)
         * @description PDF, XLSX, CSV, PNG or JPEG, checked by content, at most 50 MB, not empty.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                folder_id: number | null;
                                name: string;
                                level: number;
                                mime_type: string;
                                size_bytes: number;
                                uploaded_at: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the loan’s bank desk; the investor side is for investors only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The loan is not approved yet, or sold or withdrawn; or the folder is not empty */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{id}/data-room/documents/{documentId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a document of the loan’s data room (the bank’s own look, not logged) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    documentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document itself */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the loan’s bank desk; the investor side is for investors only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{id}/data-room/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a document out of the data room (its access log stays) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    documentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the loan’s bank desk; the investor side is for investors only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The loan is not approved yet, or sold or withdrawn; or the folder is not empty */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{id}/data-room/access-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who viewed or downloaded which document, newest first, with totals per investor and per document */
        get: {
            parameters: {
                query?: {
                    investor_id?: number;
                    document_id?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                document: {
                                    id: number;
                                    name: string;
                                    deleted: boolean;
                                };
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                user_name: string;
                                /** @enum {string} */
                                action: "view" | "download";
                                at: string;
                            }[];
                            by_investor: {
                                investor: {
                                    id: number;
                                    name: string;
                                };
                                views: number;
                                downloads: number;
                                last_at: string;
                            }[];
                            by_document: {
                                document: {
                                    id: number;
                                    name: string;
                                    deleted: boolean;
                                };
                                views: number;
                                downloads: number;
                                investors: number;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the loan’s bank desk; the investor side is for investors only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/marketplace/loans/{id}/data-room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The loan’s data room as my organisation reaches it: documents at or below its level */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                loan: {
                                    id: number;
                                    loan_ref: string;
                                    /** @enum {string} */
                                    status: "draft" | "pending_approval" | "approved" | "rejected" | "listed" | "withdrawn" | "under_offer" | "sold";
                                };
                                level: number;
                                can_change: boolean;
                                folders: {
                                    id: number;
                                    name: string;
                                    documents: {
                                        id: number;
                                        folder_id: number | null;
                                        name: string;
                                        level: number;
                                        mime_type: string;
                                        size_bytes: number;
                                        uploaded_at: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the loan’s bank desk; the investor side is for investors only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/marketplace/loans/{id}/data-room/documents/{documentId}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** View a document in the browser (logged) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    documentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document itself */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the loan’s bank desk; the investor side is for investors only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/marketplace/loans/{id}/data-room/documents/{documentId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a document (logged) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    documentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document itself */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not allowed (not of the loan’s bank desk; the investor side is for investors only) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such loan, folder or document for this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The binding bids ranked by total, the award as it stands and what the user may do
         * @description Sealed (409, saying nothing of the bids) until the phase 2 deadline has passed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pool: {
                                    id: number;
                                    name: string;
                                    currency: string;
                                    /** @enum {string} */
                                    status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                    /** @description The selling bank, whose managers decide the award */
                                    bank: {
                                        id: number;
                                        name: string;
                                    };
                                };
                                /** @description By total, highest first; ties by the earlier bid */
                                bids: {
                                    rank: number;
                                    bid_id: number;
                                    investor: {
                                        id: number;
                                        name: string;
                                    };
                                    /** @example 1245312.50 */
                                    total: string;
                                    excluded_count: number;
                                    placed_at: string;
                                    /** @description How many loans this bid priced highest (ties count for each) */
                                    highest_on_loans: number;
                                }[];
                                award: {
                                    /** @description 1: the winner; 2 and 3: the backups */
                                    rank: number;
                                    bid_id: number;
                                    investor: {
                                        id: number;
                                        name: string;
                                    };
                                    /** @example 1245312.50 */
                                    total: string;
                                    /** @enum {string} */
                                    status: "waiting" | "invited" | "accepted" | "declined" | "lapsed";
                                    invited_at: string | null;
                                    respond_by: string | null;
                                    responded_at: string | null;
                                    decline_reason: string | null;
                                }[];
                                pending_award: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                } | null;
                                latest_decision: {
                                    id: number;
                                    /** @enum {string} */
                                    scope: "bank" | "platform";
                                    scope_entity_id: number;
                                    /** @example loan.edit */
                                    action_type: string;
                                    /** @example loan */
                                    target_type: string;
                                    target_id: number;
                                    target_version: number;
                                    /** @description How people name the target, e.g. the loan reference */
                                    target_label: string | null;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The proposed change, field by field */
                                    diff: {
                                        field: string;
                                        before: unknown;
                                        after: unknown;
                                    }[];
                                    maker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    checker: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected" | "cancelled";
                                    reason: string | null;
                                    created_at: string;
                                    decided_at: string | null;
                                    /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                    checkers_available: number;
                                } | null;
                                can: {
                                    award: boolean;
                                    approve: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of the pool’s side */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, another bank’s, or (investor) no award of yours on it */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The binding bids are still sealed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/bids/comparison": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the pool’s loans with every binding bid’s price and amount for each */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description In ranking order */
                            bids: {
                                bid_id: number;
                                investor: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            data: {
                                line: number;
                                loan_id: number;
                                loan_ref: string;
                                /** @example 1245312.50 */
                                current_principal: string;
                                prices: {
                                    bid_id: number;
                                    excluded: boolean;
                                    price_pct: string | null;
                                    amount: string | null;
                                }[];
                                highest_bid_ids: number[];
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of the pool’s side */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, another bank’s, or (investor) no award of yours on it */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The binding bids are still sealed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pools/{id}/award": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose awarding the pool to a bid with up to two backups (pool.award); a bank manager approves it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The winning binding bid */
                        winning_bid_id: number;
                        /**
                         * @description Up to two backup bids, first backup first
                         * @default []
                         */
                        backup_bid_ids?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pending_action: {
                                id: number;
                                /** @enum {string} */
                                scope: "bank" | "platform";
                                scope_entity_id: number;
                                /** @example loan.edit */
                                action_type: string;
                                /** @example loan */
                                target_type: string;
                                target_id: number;
                                target_version: number;
                                /** @description How people name the target, e.g. the loan reference */
                                target_label: string | null;
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @description The proposed change, field by field */
                                diff: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                maker: {
                                    id: number;
                                    name: string;
                                } | null;
                                checker: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "cancelled";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                /** @description How many people other than its maker may decide it now; 0: it waits until a checker is added */
                                checkers_available: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of the pool’s side */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, another bank’s, or (investor) no award of yours on it */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool’s status or the award’s state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/award": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation’s place in the pool’s award: rank, status, total, platform fee */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pool: {
                                    id: number;
                                    name: string;
                                    currency: string;
                                    /** @enum {string} */
                                    status: "draft" | "listed" | "phase_1" | "phase_2" | "awarded" | "sold" | "withdrawn";
                                };
                                rank: number;
                                /** @enum {string} */
                                status: "waiting" | "invited" | "accepted" | "declined" | "lapsed";
                                respond_by: string | null;
                                bid_id: number;
                                /** @example 1245312.50 */
                                total: string;
                                excluded_count: number;
                                platform_fee_bps: number;
                                /** @example 1245312.50 */
                                platform_fee_amount: string;
                                can: {
                                    confirm: boolean;
                                    decline: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of the pool’s side */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, another bank’s, or (investor) no award of yours on it */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The binding bids are still sealed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/award/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your awarded bid’s price and amount per loan, by tape line, a page at a time */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    /** @description Rows per page: 25, 50 or 100 */
                    per_page?: 25 | 50 | 100;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description The loan’s line on the anonymised tape */
                                line: number;
                                /** @example 1245312.50 */
                                current_principal: string;
                                excluded: boolean;
                                price_pct: string | null;
                                amount: string | null;
                            }[];
                            meta: {
                                total: number;
                                page: number;
                                per_page: number;
                                /** @description True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count */
                                total_is_estimate?: boolean;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of the pool’s side */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, another bank’s, or (investor) no award of yours on it */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The binding bids are still sealed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/award/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the award (the invited bidder): one deal with a line per loan, the pool sold
         * @description Exactly one deal per pool, whatever the concurrency: the others get 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Must be true: the investor confirms the total and the price of every loan */
                        confirm_terms: boolean;
                        /** @description Must be true: the investor confirms the platform fee */
                        confirm_fee: boolean;
                        /** @description Must be true: the investor confirms the settlement date and the funds transfer */
                        confirm_settlement: boolean;
                        /** @description The total the investor saw and confirms; refused (409) when the bid’s differs */
                        total?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                deal_id: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of the pool’s side */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, another bank’s, or (investor) no award of yours on it */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool’s status or the award’s state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor/pools/{id}/award/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline the award with a reason (the invited bidder): the next rank is invited at its own bid */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 1,000 characters */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Declined */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Not a user of the pool’s side */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description No such pool, another bank’s, or (investor) no award of yours on it */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description The pool’s status or the award’s state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description CSRF token mismatch */
                419: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description Validation failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
