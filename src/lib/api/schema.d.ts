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
        /** Liveness and database check */
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
        /** Set a new password with the token from the e-mail; ends the account’s other sessions and mails the owner */
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
                    status?: "validating" | "validated" | "validated_with_errors" | "failed" | "pending_approval" | "imported" | "rejected";
                    bank_id?: number;
                    page?: number;
                    per_page?: number;
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
                                status: "validating" | "validated" | "validated_with_errors" | "failed" | "pending_approval" | "imported" | "rejected";
                                failure_message: string | null;
                                processed_rows: number;
                                total_rows: number;
                                valid_rows: number;
                                error_rows: number;
                                error_count: number;
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
                                    checker_id: number | null;
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
                                status: "validating" | "validated" | "validated_with_errors" | "failed" | "pending_approval" | "imported" | "rejected";
                                failure_message: string | null;
                                processed_rows: number;
                                total_rows: number;
                                valid_rows: number;
                                error_rows: number;
                                error_count: number;
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
                                    checker_id: number | null;
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
                                status: "validating" | "validated" | "validated_with_errors" | "failed" | "pending_approval" | "imported" | "rejected";
                                failure_message: string | null;
                                processed_rows: number;
                                total_rows: number;
                                valid_rows: number;
                                error_rows: number;
                                error_count: number;
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
                                    checker_id: number | null;
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
                                    total_current_principal: string;
                                    weighted_average_rate_pct: string | null;
                                    weighted_average_ltv_pct: string | null;
                                    by_region: {
                                        key: string;
                                        count: number;
                                        current_principal: string;
                                    }[];
                                    by_property_type: {
                                        key: string;
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
                    per_page?: number;
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
        /** Submit the batch's valid rows for a bank manager's approval (a batch.import pending action) */
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
                                checker_id: number | null;
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
