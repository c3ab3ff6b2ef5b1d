import { z } from 'zod';
import { assetField, emailField, phoneField, requiredText, optionalText } from './fields.ts';
import { pageEnvelope } from './api-envelope.ts';
import { languageSchema } from './language-schemas.ts';
import { message } from './validation-messages.ts';

/**
 * The sign-in contract of all three realms (SPEC §2, §4, §5, §7 Auth). Routes, forms and
 * the API client import these; nothing here may use a one-way transform (responses are encoded).
 */

// SPEC §9 and DESIGN §API: limits the server enforces (the UI only mirrors them).
export const authLimits = {
  otpLength: 8,
  otpValidityMinutes: 10,
  resendCooldownSeconds: 60,
  maxResends: 5,
  resendBlockMinutes: 15,
  maxOtpAttempts: 5,
  cmsPasswordMinLength: 6,
  newPasswordMinLength: 8,
  generatedPasswordLength: 20,
  accessTokenMinutes: 15,
  refreshTokenIdleDays: 7,
  refreshTokenAbsoluteDays: 30,
} as const;

export { captchaHeader, captchaUnavailableMessage, displayName, initials } from './auth-basics.ts';

// ---------- building blocks ----------

export const otpSchema = z
  .string({ error: message.required('Code') })
  .trim()
  .length(authLimits.otpLength, { error: message.exactLength('Code', authLimits.otpLength) })
  .regex(/^\d+$/, { error: message.invalid('Code') });

/** SPEC §5 step 3: lower and upper case, at least 8 characters, at least one symbol. */
export const passwordChecks = [
  { key: 'lowercase', test: (value: string) => /[a-z]/.test(value), message: message.passwordLowercase() },
  { key: 'uppercase', test: (value: string) => /[A-Z]/.test(value), message: message.passwordUppercase() },
  {
    key: 'length',
    test: (value: string) => value.length >= authLimits.newPasswordMinLength,
    message: message.minLength('Password', authLimits.newPasswordMinLength),
  },
  { key: 'symbol', test: (value: string) => /[^A-Za-z0-9\s]/.test(value), message: message.passwordSymbol() },
] as const;
export type PasswordCheckKey = (typeof passwordChecks)[number]['key'];

export const newPasswordSchema = z
  .string({ error: message.required('Password') })
  .min(1, { error: message.required('Password') })
  .max(128, { error: message.maxLength('Password', 128) })
  .superRefine((value, context) => {
    for (const check of passwordChecks) {
      if (!check.test(value)) context.addIssue({ code: 'custom', message: check.message });
    }
  });

/** A password being presented (sign-in, current password): only presence and a sane size. */
export const presentedPasswordSchema = z
  .string({ error: message.required('Password') })
  .min(1, { error: message.required('Password') })
  .max(128, { error: message.maxLength('Password', 128) });

export const phoneNumberSchema = z.object({
  isoCode: z.string().regex(/^[A-Z]{2}$/, { error: message.invalid('Country') }),
  phoneNumber: phoneField(),
});
export type PhoneNumber = z.infer<typeof phoneNumberSchema>;

export const usernameSchema = requiredText('Username', 60).regex(/^[A-Za-z0-9._-]+$/, {
  error: message.invalid('Username'),
});
export const tenantIdSchema = z
  .string({ error: message.tenantId() })
  .trim()
  .min(1, { error: message.tenantId() })
  .max(64, { error: message.tenantId() });

// ---------- users as the API returns them (records carry _id, SPEC §3) ----------

export const adminUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  language: languageSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const tenantSchema = z.object({
  _id: z.string(),
  email: z.string(),
  tenantName: z.string(),
  settings: z.record(z.string(), z.unknown()),
  allowedDeviceProfileTypes: z.array(z.string()),
  allowedNetworkServers: z.array(z.string()),
  /** The company it belongs to, which may give its users seats of the company's licenses; null when none. */
  companyId: z.string().nullable(),
  createdAt: z.string(),
});
export type Tenant = z.infer<typeof tenantSchema>;

/**
 * Roles and permissions a marketplace user holds (SPEC §3 roles, permissions; §6: finer permissions
 * not shown). The API answers these keys; the storefront shows each with a label of its own.
 */
export const customerRoles = ['root', 'tenant-user'] as const;
export type CustomerRole = (typeof customerRoles)[number];
export const customerPermissions = [
  'orders:read',
  'orders:create',
  'profile:update',
  'addresses:manage',
  'payment-methods:manage',
] as const;
export type CustomerPermission = (typeof customerPermissions)[number];

/** SPEC §3 marketplace user: root (company) users and tenant users share this shape. */
export const marketplaceUserSchema = z.object({
  _id: z.string(),
  kind: z.enum(['root', 'tenant']),
  avatar: z.string().nullable(),
  title: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  username: z.string(),
  phoneNumber: phoneNumberSchema.nullable(),
  address: z.object({ city: z.string(), country: z.string(), additionalDetails: z.string() }).nullable(),
  companyName: z.string().nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  tenant: tenantSchema
    .pick({
      _id: true,
      email: true,
      tenantName: true,
      settings: true,
      allowedDeviceProfileTypes: true,
      allowedNetworkServers: true,
    })
    .nullable(),
  language: languageSchema,
});
export type MarketplaceUser = z.infer<typeof marketplaceUserSchema>;
/** Who a marketplace account belongs to: the company's root user or one of its tenant users. */
export type CustomerKind = MarketplaceUser['kind'];

// ---------- tokens ----------

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
export const refreshBodySchema = z.object({
  refreshToken: z.string().min(1, { error: message.required('Refresh token') }),
});
/** SPEC §7: refresh answers data.accessToken; rotation also hands back the next refresh token. */
export const refreshResponseSchema = z.object({ data: tokenPairSchema });
export const logoutBodySchema = refreshBodySchema;

// ---------- CMS administrators (/marketplace/admins/...) ----------

/** SPEC §5 CMS login: username required and an e-mail; password required, at least 6. */
export const cmsSignInBodySchema = z.object({
  username: emailField(),
  password: presentedPasswordSchema.min(authLimits.cmsPasswordMinLength, {
    error: message.minLength('Password', authLimits.cmsPasswordMinLength),
  }),
});
export const adminSignInResponseSchema = z.object({
  data: z.object({ user: adminUserSchema, accessToken: z.string(), refreshToken: z.string() }),
});
export const adminProfileResponseSchema = z.object({ data: adminUserSchema });

// ---------- forgot password, every realm (SPEC §7: email, tenant, isRoot) ----------

export const forgotPasswordBodySchema = z.object({
  email: emailField(),
  tenant: z.string().trim().max(64).optional(),
  isRoot: z.boolean().optional(),
});
/** isRoot as in forgot-password; left out, a tenant means a tenant user and none a company. */
export const verifyOtpBodySchema = z.object({
  email: emailField(),
  tenant: z.string().trim().max(64).optional(),
  isRoot: z.boolean().optional(),
  otp: otpSchema,
});
export const resetPasswordBodySchema = verifyOtpBodySchema.extend({ password: newPasswordSchema });

/** The same answer for known and unknown e-mails (no account enumeration). */
export const otpSentResponseSchema = z.object({
  data: z.object({ sent: z.literal(true), resendAvailableInSeconds: z.number().int(), resendsLeft: z.number().int() }),
});
export const otpVerifiedResponseSchema = z.object({ data: z.object({ verified: z.literal(true) }) });
export const passwordResetResponseSchema = z.object({ data: z.object({ reset: z.literal(true) }) });

// ---------- company (root) customers (/marketplace-customer/companies/...) ----------

export const companyRegisterBodySchema = z.object({
  companyName: requiredText('Company name', 120),
  firstName: requiredText('First name', 60),
  lastName: requiredText('Last name', 60),
  username: usernameSchema,
  email: emailField(),
  phoneNumber: phoneNumberSchema,
  password: newPasswordSchema,
  language: languageSchema.optional(),
});
export const registrationStartedResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    verificationRequired: z.literal(true),
    resendAvailableInSeconds: z.number().int(),
  }),
});
export const verifyRegistrationBodySchema = z.object({ email: emailField(), otp: otpSchema });
/** Sends the registration code again (same 60 s / 5 resends / 15 min rules); answers otpSentResponseSchema. */
export const resendVerificationBodySchema = z.object({ email: emailField() });

export const checkDataBodySchema = z
  .object({
    email: emailField().optional(),
    username: usernameSchema.optional(),
    phoneNumber: phoneNumberSchema.optional(),
  })
  .refine((value) => value.email || value.username || value.phoneNumber, { error: message.atLeast(1, 'Field') });
export const checkDataResponseSchema = z.object({
  data: z.object({
    email: z.boolean().optional(),
    username: z.boolean().optional(),
    phoneNumber: z.boolean().optional(),
  }),
});

/** Company sign-in: the e-mail or the username, and the password. */
export const companyLoginBodySchema = z.object({
  username: requiredText('Username', 254),
  password: presentedPasswordSchema,
});
export const customerSignInResponseSchema = z.object({
  data: z.object({ user: marketplaceUserSchema, accessToken: z.string(), refreshToken: z.string() }),
});
export const marketplaceUserResponseSchema = z.object({ data: marketplaceUserSchema });

export const profileUpdateBodySchema = z
  .object({
    title: optionalText('Title', 20),
    firstName: requiredText('First name', 60),
    lastName: requiredText('Last name', 60),
    phoneNumber: phoneNumberSchema,
    address: z.object({
      city: optionalText('City', 120),
      country: optionalText('Country', 120),
      additionalDetails: optionalText('Address', 255),
    }),
    avatar: assetField(),
    language: languageSchema,
  })
  .partial()
  .strict();
export const changePasswordBodySchema = z.object({
  currentPassword: presentedPasswordSchema,
  password: newPasswordSchema,
});
/** A password change signs out every session, then hands this one a fresh token pair. */
export const passwordChangedResponseSchema = refreshResponseSchema;

// ---------- tenants (admin) and tenant users ----------

const tenantFields = {
  tenantName: requiredText('Tenant name', 120),
  email: emailField(),
  settings: z.record(z.string(), z.unknown()),
  // SPEC §3 tenant: the device profile types and network servers its users may use, free entries.
  allowedDeviceProfileTypes: z
    .array(requiredText('Device profile type', 60))
    .max(50, { error: message.maxValue('Device profile types', 50) }),
  allowedNetworkServers: z
    .array(requiredText('Network server', 120))
    .max(50, { error: message.maxValue('Network servers', 50) }),
  companyId: z.uuid({ error: message.invalid('Company') }).nullable(),
};
export const tenantCreateBodySchema = z.object({
  ...tenantFields,
  settings: tenantFields.settings.default({}),
  allowedDeviceProfileTypes: tenantFields.allowedDeviceProfileTypes.default([]),
  allowedNetworkServers: tenantFields.allowedNetworkServers.default([]),
  companyId: tenantFields.companyId.default(null),
});
/** Built from the fields without defaults: a PATCH must not reset the lists it leaves out. */
export const tenantUpdateBodySchema = z.object(tenantFields).partial().strict();
export const tenantResponseSchema = z.object({ data: tenantSchema });
export const tenantListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(120).optional(),
});
export const tenantListResponseSchema = pageEnvelope(tenantSchema);
/** Whether an account may sign in: a blocked one is refused sign-in, refresh and its sessions. */
export const accountStatuses = ['active', 'blocked'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** A tenant's user as the back office lists it: the marketplace user, whether it is blocked, and since when it exists. */
export const tenantUserSummarySchema = marketplaceUserSchema.extend({
  status: z.enum(accountStatuses),
  createdAt: z.string(),
});
export type TenantUserSummary = z.infer<typeof tenantUserSummarySchema>;
export const tenantUserListResponseSchema = pageEnvelope(tenantUserSummarySchema);

export const tenantUserCreateBodySchema = z.object({
  username: usernameSchema,
  email: emailField(),
  mobileNumber: phoneNumberSchema,
  firstName: optionalText('First name', 60).optional(),
  lastName: optionalText('Last name', 60).optional(),
  password: newPasswordSchema,
});

/** SPEC §2: tenant sign-in with a tenant ID; 'Please enter Tenant ID' when missing. */
export const tenantUserLoginBodySchema = z.object({
  tenantId: tenantIdSchema,
  username: requiredText('Username', 254),
  password: presentedPasswordSchema,
});

// ---------- captcha ----------

/** A proof-of-work challenge: find a nonce so sha256(`${challenge}:${nonce}`) starts with `difficulty` zero bits. */
export const captchaChallengeResponseSchema = z.object({
  data: z.discriminatedUnion('provider', [
    z.object({
      provider: z.literal('pow'),
      challenge: z.string(),
      difficulty: z.number().int(),
      expiresAt: z.string(),
    }),
    z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
  ]),
});
