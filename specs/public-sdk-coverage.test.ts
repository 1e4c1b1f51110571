/**
 * Fidelity with the public JavaScript SDK of the same services (`serato/sws-js-sdk` at e3ef807,
 * docs/references.md): every HTTP call its classes make (`src/*.js`, 94 `this.fetch` calls) is an
 * operation of `specs/<service>.yaml` with credentials it accepts, the stateful sandbox answers each,
 * and every reply field its types (`types/*.d.ts`) declare required is required in our schemas, so
 * neither a fake nor a generated mock can omit it.
 *
 * The tables below are transcribed from that commit; update them when the public SDK changes.
 */
import { fileURLToPath } from 'node:url'
import { createSandbox } from '@music/sdk/mocks'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { type ServiceName, services } from '../codegen.config.ts'
import { listOperations, loadServiceDocument, type OpenApiDocument } from '../scripts/codegen/bundle.ts'

/**
 * `[service, public SDK method, HTTP method, path, credentials]`. `{me}` is `me` when the SDK's `userId`
 * is 0 and `users/{userId}` otherwise: both forms must exist. Credentials as the SDK sends them:
 * `bearer` (the user's access token), `basic` (app id and secret), `none`, `optional` (bearer when
 * signed in).
 */
type Call = [ServiceName, string, string, string, 'bearer' | 'basic' | 'none' | 'optional']
const publicSdkCalls: Call[] = [
  ['ai-proxy', 'generateImage', 'POST', '/api/v1/images/generate', 'bearer'],
  ['ai-proxy', 'getProviderStatus', 'GET', '/api/v1/provider/{provider}/status', 'bearer'],
  ['cloud-library', 'getFile', 'GET', '/api/v1/{me}/files/{fileId}', 'bearer'],
  ['downloads', 'get', 'GET', '/api/v1/assets', 'bearer'],
  [
    'downloads',
    'getDownloadUrl',
    'POST',
    '/api/v1/assets/{assetId}/resources/{resourceId}/download',
    'bearer',
  ],
  ['downloads', 'getResourceDownload', 'POST', '/api/v1/resources/{resourceId}/download', 'bearer'],
  [
    'downloads',
    'getApplicationInstallerDownloads',
    'GET',
    '/api/v1/me/log/downloads/applicationinstaller',
    'bearer',
  ],
  [
    'downloads',
    'sendResourceDownloadLink',
    'POST',
    '/api/v1/resources/{resourceId}/download-email',
    'bearer',
  ],
  [
    'downloads',
    'getApplicationInstallerResource',
    'POST',
    '/api/v1/download/applicationinstaller/{hostAppName}/{hostAppVersion}/{hostOs}',
    'bearer',
  ],
  ['commerce', 'getSubscriptions', 'GET', '/api/v1/{me}/subscriptions', 'bearer'],
  ['commerce', 'getOrders', 'GET', '/api/v1/{me}/orders', 'bearer'],
  ['commerce', 'getCatalogProducts', 'GET', '/api/v1/catalog/products', 'none'],
  ['commerce', 'addPaymentMethod', 'POST', '/api/v1/{me}/paymentmethods', 'bearer'],
  ['commerce', 'paymentGatewayToken', 'POST', '/api/v1/paymentgateway', 'bearer'],
  ['commerce', 'getPaymentMethods', 'GET', '/api/v1/{me}/paymentmethods', 'bearer'],
  ['commerce', 'updateSubscription', 'PUT', '/api/v1/{me}/subscriptions/{subscriptionId}', 'bearer'],
  ['commerce', 'deletePaymentMethod', 'DELETE', '/api/v1/{me}/paymentmethods/{paymentToken}', 'bearer'],
  ['commerce', 'updatePaymentMethod', 'PUT', '/api/v1/{me}/paymentmethods/{paymentToken}', 'bearer'],
  [
    'commerce',
    'addSubscriptionPlanChangeRequest',
    'POST',
    '/api/v1/{me}/subscriptions/{subscriptionId}/planchanges',
    'bearer',
  ],
  ['commerce', 'getInvoice', 'GET', '/api/v1/{me}/orders/{orderId}/invoices/{invoiceId}', 'bearer'],
  [
    'commerce',
    'confirmSubscriptionPlanChangeRequest',
    'PUT',
    '/api/v1/{me}/subscriptions/{subscriptionId}/planchanges/{planChangeRequestId}',
    'bearer',
  ],
  [
    'commerce',
    'retrySubscriptionCharge',
    'POST',
    '/api/v1/{me}/subscriptions/{subscriptionId}/retrycharge',
    'bearer',
  ],
  ['commerce', 'cancelSubscription', 'DELETE', '/api/v1/{me}/subscriptions/{subscriptionId}', 'bearer'],
  ['commerce', 'getVouchers', 'GET', '/api/v1/{me}/vouchers', 'bearer'],
  ['commerce', 'getVoucherDetailsById', 'GET', '/api/v1/vouchers/{voucherId}', 'bearer'],
  ['commerce', 'assignVoucher', 'POST', '/api/v1/{me}/vouchers', 'bearer'],
  ['commerce', 'redeemVoucher', 'PUT', '/api/v1/{me}/vouchers/{voucherId}', 'bearer'],
  ['commerce', 'getRecommendations', 'GET', '/api/v1/{me}/recommendations', 'bearer'],
  ['commerce', 'getProductVoucherOrders', 'GET', '/api/v1/productvoucherorders', 'bearer'],
  [
    'commerce',
    'blacklistProductVoucherOrders',
    'DELETE',
    '/api/v1/productvoucherorders/{id}/vouchers',
    'bearer',
  ],
  ['commerce', 'downloadProductVoucherOrder', 'GET', '/api/v1/productvoucherorders/{id}/download', 'bearer'],
  ['commerce', 'getProductVoucherOrderById', 'GET', '/api/v1/productvoucherorders/{id}', 'bearer'],
  ['commerce', 'updateProductVoucherOrder', 'PUT', '/api/v1/productvoucherorders/{id}', 'bearer'],
  ['commerce', 'createProductVoucherOrder', 'POST', '/api/v1/productvoucherorders', 'bearer'],
  ['commerce', 'generateProductVoucherOrder', 'POST', '/api/v1/productvoucherorders/{id}/generate', 'bearer'],
  ['commerce', 'getProductVoucherTypes', 'GET', '/api/v1/productvoucherorders/productvouchertypes', 'bearer'],
  ['commerce', 'updateBillingAddress', 'PUT', '/api/v1/{me}/billingaddress', 'bearer'],
  ['identity', 'tokenExchange', 'POST', '/api/v1/tokens/exchange', 'none'],
  ['identity', 'tokenRefresh (useRotation)', 'POST', '/api/v2/tokens/refresh', 'none'],
  ['identity', 'tokenRefresh (without rotation)', 'POST', '/api/v1/tokens/refresh', 'none'],
  ['identity', 'getUser', 'GET', '/api/v1/{me}', 'bearer'],
  ['identity', 'login', 'POST', '/api/v1/login', 'basic'],
  // Both branches (refresh_token, refresh_token_ids) post to the same path without credentials.
  ['identity', 'logout', 'POST', '/api/v1/me/logout', 'none'],
  ['identity', 'addUser', 'POST', '/api/v1/users', 'basic'],
  ['identity', 'deactivateUser', 'DELETE', '/api/v1/{me}', 'bearer'],
  ['identity', 'changeEmailAddress', 'POST', '/api/v1/{me}/sendverifyemailaddress', 'bearer'],
  ['identity', 'updateUser', 'PUT', '/api/v1/users/{userId}', 'bearer'],
  ['identity', 'getUsers', 'GET', '/api/v1/users', 'bearer'],
  ['license', 'getLicenses', 'GET', '/api/v1/{me}/licenses', 'bearer'],
  ['license', 'getProductType', 'GET', '/api/v1/products/types/{productTypeId}', 'bearer'],
  ['license', 'getProductTypes', 'GET', '/api/v1/products/types', 'bearer'],
  ['license', 'getProducts', 'GET', '/api/v1/{me}/products', 'bearer'],
  ['license', 'addProduct', 'POST', '/api/v1/{me}/products', 'bearer'],
  ['license', 'updateProduct', 'PUT', '/api/v1/{me}/products/{productId}', 'bearer'],
  ['license', 'addLicenseAuthorization', 'POST', '/api/v1/{me}/licenses/authorizations', 'bearer'],
  [
    'license',
    'updateLicenseAuthorization',
    'PUT',
    '/api/v1/{me}/licenses/authorizations/{authorizationId}',
    'bearer',
  ],
  ['notifications', 'getCampaigns', 'GET', '/api/v2/campaigns', 'bearer'],
  ['notifications', 'createCampaign', 'POST', '/api/v2/campaigns', 'bearer'],
  ['notifications', 'updateCampaign', 'PUT', '/api/v2/campaigns/{campaignId}', 'bearer'],
  ['notifications', 'getNotifications', 'GET', '/api/v2/notifications', 'bearer'],
  ['notifications', 'getMeNotifications', 'GET', '/api/v2/me/notifications', 'optional'],
  ['notifications', 'createNotification', 'POST', '/api/v2/notifications', 'bearer'],
  ['notifications', 'updateNotification', 'PUT', '/api/v2/notifications/{notificationId}', 'bearer'],
  ['notifications', 'cloneNotification', 'POST', '/api/v2/notifications/{notificationId}', 'bearer'],
  [
    'notifications',
    'createHostSpecification',
    'POST',
    '/api/v2/notifications/{notificationId}/hosts',
    'bearer',
  ],
  [
    'notifications',
    'updateHostSpecification',
    'PUT',
    '/api/v2/notifications/{notificationId}/hosts/{hostId}',
    'bearer',
  ],
  [
    'notifications',
    'deleteHostSpecification',
    'DELETE',
    '/api/v2/notifications/{notificationId}/hosts/{hostId}',
    'bearer',
  ],
  [
    'notifications',
    'createOrUpdateNotificationContent',
    'PUT',
    '/api/v2/notifications/{notificationId}/content/{language}',
    'bearer',
  ],
  ['notifications', 'getNotificationTemplates', 'GET', '/api/v2/templates', 'none'],
  ['notifications', 'createTestUser', 'POST', '/api/v2/testusers', 'bearer'],
  ['notifications', 'getTestUsers', 'GET', '/api/v2/testusers', 'bearer'],
  ['notifications', 'deleteTestUser', 'DELETE', '/api/v2/testusers/{userId}', 'bearer'],
  ['notifications-v1', 'getNotifications', 'GET', '/api/v1/notifications', 'optional'],
  ['profile', 'getProfiles', 'GET', '/api/v1/users', 'bearer'],
  ['profile', 'getProfile', 'GET', '/api/v1/{me}', 'bearer'],
  ['profile', 'updateProfile', 'PUT', '/api/v1/{me}', 'bearer'],
  ['profile', 'createUploadUrl', 'POST', '/api/v1/{me}/fileuploadurl', 'bearer'],
  ['profile', 'updateAvatar', 'PUT', '/api/v1/{me}/avatar', 'bearer'],
  ['profile', 'deleteAvatar', 'DELETE', '/api/v1/{me}/avatar', 'bearer'],
  ['profile', 'getAllBetaPrograms', 'GET', '/api/v1/betaprograms', 'bearer'],
  ['profile', 'getBetaPrograms', 'GET', '/api/v1/{me}/betaprograms', 'bearer'],
  ['profile', 'addBetaProgram', 'POST', '/api/v1/{me}/betaprograms', 'bearer'],
  ['profile', 'deleteBetaProgram', 'DELETE', '/api/v1/{me}/betaprograms/{betaProgramId}', 'bearer'],
  ['profile', 'validateAllBetaPrograms', 'POST', '/api/v1/{me}/betaprograms/validateall', 'bearer'],
  ['profile', 'addSurvey', 'POST', '/api/v1/{me}/survey', 'bearer'],
  ['profile', 'trackingAllowed', 'GET', '/api/v1/allowtracking', 'bearer'],
  ['profile', 'getPartnerPromotions', 'GET', '/api/v1/{me}/partnerpromotions', 'bearer'],
  ['profile', 'partnerPromotionAddUser', 'POST', '/api/v1/partnerpromotions/code', 'basic'],
  ['rewards', 'getRewards', 'GET', '/api/v1/{me}/rewards', 'bearer'],
  ['rewards', 'getReferralCampaigns', 'GET', '/api/v1/referralcampaigns', 'none'],
  ['rewards', 'getReferralCampaign', 'GET', '/api/v1/referralcampaigns/{id}', 'none'],
  ['rewards', 'getReferrerCampaignDetailsById', 'GET', '/api/v1/{me}/referralcampaign/{id}', 'bearer'],
  [
    'rewards',
    'getRefereeEligibilityByReferralCode',
    'GET',
    '/api/v1/referralcode/{code}/referee/{userId}',
    'bearer',
  ],
  ['rewards', 'addReferralCampaignActivityLog', 'POST', '/api/v1/referralcode/{code}/log', 'bearer'],
]

/**
 * Reply fields the public SDK's types declare without `?`: `[service, where in our document,
 * public SDK type, fields]`. `where` is a schema name, then property names (`[]` for array items).
 */
const requiredReplyFields: [ServiceName, string, string, string[]][] = [
  ['ai-proxy', 'Image', 'AiProxy.Image', ['created']],
  ['ai-proxy', 'ProviderStatus', 'AiProxy.ProviderStatus', ['created', 'provider', 'eligibility']],
  ['ai-proxy', 'ProviderStatus.eligibility', 'AiProxy.EligibilityStatus', ['generate_images']],
  ['cloud-library', 'File', 'CloudLibrary.File', ['id', 'file_name', 'mime_type', 'size', 'download']],
  ['downloads', 'HostApplication', 'DigitalAssets.HostApplication', ['name']],
  [
    'downloads',
    'Resource',
    'DigitalAssets.Resource',
    ['name', 'type', 'host_os_compatibility', 'file_name', 'mime_type'],
  ],
  [
    'downloads',
    'Asset',
    'DigitalAssets.Asset',
    ['id', 'name', 'type', 'release_type', 'version', 'host_app_compatibility', 'release_date', 'resources'],
  ],
  [
    'downloads',
    'AssetDownload',
    'DigitalAssets.AssetDownload',
    ['resource_id', 'mime_type', 'file_size', 'url', 'url_expires'],
  ],
  [
    'downloads',
    'ResourceDownload',
    'DigitalAssets.ResourceDownload',
    ['id', 'file_name', 'mime_type', 'file_size', 'url', 'url_created', 'url_expires'],
  ],
  [
    'commerce',
    'Discount',
    'Ecom.Discount',
    ['name', 'amount', 'current_billing_cycle', 'number_of_billing_cycles', 'source'],
  ],
  ['commerce', 'SubscriptionPlan', 'Ecom.SubscriptionPlan', ['id', 'name', 'billing_frequency', 'active']],
  [
    'commerce',
    'Subscription',
    'Ecom.Subscription',
    [
      'id',
      'user_id',
      'product_id',
      'discounts',
      'current_billing_cycle',
      'number_of_billing_cycle',
      'next_billing_date',
      'first_billing_date',
      'payment_method_token',
      'group',
      'plan',
      'next_billing_period_amount',
      'price',
      'status',
      'changing_to',
      'remaining_credit',
    ],
  ],
  [
    'commerce',
    'TargetSubscription',
    'Ecom.TargetSubscription',
    ['next_billing_date', 'group', 'plan', 'next_billing_period_amount'],
  ],
  [
    'commerce',
    'SubscriptionPlanChange',
    'Ecom.SubscriptionPlanChange',
    [
      'id',
      'user_id',
      'target_subscription',
      'current_subscription',
      'status',
      'created_at',
      'updated_at',
      'immediate',
    ],
  ],
  ['commerce', 'CatalogCategory', 'Ecom.CatalogCategory', ['id', 'name', 'description']],
  [
    'commerce',
    'SubscriptionOptions',
    'Ecom.SubscriptionOptions',
    ['allow_concurrent_subscription', 'allow_change_to'],
  ],
  [
    'commerce',
    'CatalogProduct',
    'Ecom.CatalogProduct',
    [
      'id',
      'name',
      'subscription',
      'time_limited',
      'trial',
      'available',
      'price',
      'categories',
      'feature_set',
    ],
  ],
  [
    'commerce',
    'OrderItem',
    'Ecom.OrderItem',
    ['id', 'quantity', 'base_price', 'tax_rate', 'tax_amount', 'total_amount', 'catalog_product'],
  ],
  [
    'commerce',
    'Order',
    'Ecom.Order',
    [
      'id',
      'user_id',
      'first_name',
      'last_name',
      'country_code',
      'items',
      'total_amount',
      'tax_amount',
      'invoices',
      'status',
      'created_at',
      'updated_at',
    ],
  ],
  [
    'commerce',
    'PaymentMethod',
    'Ecom.PaymentMethod',
    ['id', 'token', 'user_id', 'type', 'created_at', 'updated_at'],
  ],
  [
    'commerce',
    'PaymentGatewayToken',
    'Ecom.PaymentGatewayToken',
    ['client_token', 'paypal_environment', 'provider'],
  ],
  ['commerce', 'VoucherType', 'Ecom.VoucherType', ['name', 'type']],
  [
    'commerce',
    'UserVoucher',
    'Ecom.UserVoucher',
    ['id', 'user_id', 'created_at', 'voucher_type', 'is_redeemable'],
  ],
  ['commerce', 'UserVoucher.redeems_to.product_type', 'Ecom.VoucherRedeemsToProductType', ['id']],
  [
    'commerce',
    'UserVoucher.redeems_to.subscription_discount',
    'Ecom.VoucherRedeemsToSubscriptionDiscount',
    ['subscription_id', 'amount', 'number_of_billing_cycles', 'is_replacement'],
  ],
  [
    'commerce',
    'UserVoucher.redeems_to.subscription_upgrade',
    'Ecom.VoucherRedeemsToSubscriptionUpgrade',
    ['target_product_type_id'],
  ],
  [
    'commerce',
    'VoucherDetails',
    'Ecom.VoucherDetails',
    [
      'voucher_id',
      'user_id',
      'product_id',
      'subscription_id',
      'redeemed_at',
      'product_voucher_order',
      'product_voucher_batch',
    ],
  ],
  [
    'commerce',
    'ProductVoucherOrder',
    'Ecom.ProductVoucherOrder',
    [
      'id',
      'vendor_name',
      'po_number',
      'moneyworks_id',
      'voucher_batches',
      'created_at',
      'created_by',
      'product_vouchers_created_at',
      'blacklisted_at',
      'language',
      'status',
      'file_type',
    ],
  ],
  ['commerce', 'ProductVoucherBatch', 'Ecom.ProductVoucherBatch', ['id', 'product_name', 'size']],
  ['commerce', 'ProductVoucherType', 'Ecom.ProductVoucherType', ['id', 'title', 'type']],
  ['commerce', 'BillingAddress', 'Ecom.BillingAddress', ['country_code']],
  ['identity', 'RefreshToken', 'Identity.RefreshToken', ['token', 'expires_at', 'type']],
  ['identity', 'AccessToken', 'Identity.AccessToken', ['token', 'expires_at', 'type', 'scopes']],
  ['identity', 'UserTokens', 'Identity.UserTokens', ['access', 'refresh']],
  ['identity', 'User', 'Identity.User', ['id', 'email_address', 'date_created', 'locale']],
  ['identity', 'UserLogin', 'Identity.UserLogin', ['user', 'tokens']],
  ['identity', 'OkMessage', 'Identity.OkMessage', ['message']],
  ['license', 'HostApplication', 'License.HostApplication', ['id', 'version']],
  [
    'license',
    'HostMachine',
    'License.HostMachine',
    ['hardware_id', 'canonical_hardware_id', 'name', 'activated_at'],
  ],
  ['license', 'Activation', 'License.Activation', ['app', 'machine']],
  ['license', 'RlmSchema', 'License.RlmSchema', ['name', 'version']],
  ['license', 'LicenseType', 'License.LicenseType', ['id', 'name', 'term']],
  ['license', 'IlokToken', 'License.IlokToken', ['token', 'url']],
  [
    'license',
    'License',
    'License.License',
    ['id', 'activations', 'activation_limit', 'license_type', 'deleted'],
  ],
  ['license', 'ProductLicenseType', 'License.ProductLicenseType', ['count', 'license_type']],
  ['license', 'ProductType', 'License.ProductType', ['id', 'name']],
  ['license', 'Product', 'License.Product', ['id', 'date_created', 'licenses', 'product_type', 'deleted']],
  [
    'license',
    'LicenseAuthorizationList',
    'License.LicenseAuthorizationList',
    ['authorization_id', 'licenses'],
  ],
  ['license', 'RefreshTokenList', 'License.RefreshTokenList', ['result', 'refresh_token_id']],
  ['notifications', 'MediaSource', 'Notifications.MediaSource', ['medium']],
  [
    'notifications',
    'Campaign',
    'Notifications.Campaign',
    ['id', 'name', 'uuid', 'anonymous', 'status', 'created_at', 'updated_at'],
  ],
  // `os_name` is optional on purpose: the public SDK's own create parameters make it optional (decision 014).
  [
    'notifications',
    'Host',
    'Notifications.Host',
    ['id', 'app_name', 'app_version_min', 'app_version_max', 'os_version_min', 'os_version_max'],
  ],
  ['notifications', 'Text', 'Notifications.Text', ['id', 'mime_type', 'content', 'metadata']],
  ['notifications', 'Media', 'Notifications.Media', ['id', 'mime_type', 'src', 'metadata']],
  // `url` is optional on purpose: the public SDK's `ActionParam.url` is optional (decision 014).
  ['notifications', 'Action', 'Notifications.Action', ['id', 'label', 'metadata']],
  ['notifications', 'Content', 'Notifications.Content', ['language', 'text']],
  [
    'notifications',
    'Notification',
    'Notifications.Notification',
    [
      'id',
      'name',
      'campaign',
      'compatible_hosts',
      'languages',
      'priority',
      'is_takeover',
      'content',
      'is_persistent',
      'status',
      'created_at',
      'updated_at',
    ],
  ],
  [
    'notifications',
    'Template',
    'Notifications.Template',
    ['name', 'description', 'is_takeover', 'compatible_hosts', 'options'],
  ],
  [
    'notifications',
    'Template.compatible_hosts[]',
    'Notifications.TemplateHost',
    ['app_name', 'app_version_min', 'app_version_max'],
  ],
  [
    'notifications',
    'Template.text_items[]',
    'Notifications.TemplateMetaData',
    ['metadata_id', 'required', 'order'],
  ],
  ['notifications', 'TestUser', 'Notifications.TestUser', ['user_id', 'enabled', 'created_at', 'updated_at']],
  ['notifications', 'TestUserList', 'Notifications.TestUserList', ['users']],
  ['notifications-v1', 'Schedule', 'NotificationsV1.Schedule', ['id', 'campaign_id', 'starts_at', 'ends_at']],
  ['notifications-v1', 'Campaign', 'NotificationsV1.Campaign', ['id', 'name', 'description']],
  ['notifications-v1', 'MessageV1', 'NotificationsV1.MessageV1', ['type', 'title', 'body', 'actions']],
  ['notifications-v1', 'MessageV1.body', 'NotificationsV1.MessageV1Body', ['content_type', 'content']],
  ['notifications-v1', 'MessageV1.actions[]', 'NotificationsV1.MessageV1Action', ['cta']],
  ['notifications-v1', 'MessageV2', 'NotificationsV1.MessageV2', ['type', 'title', 'actions', 'media']],
  ['notifications-v1', 'MessageV2.actions[]', 'NotificationsV1.MessageV2Action', ['url']],
  ['notifications-v1', 'MessageV2.media', 'NotificationsV1.Media', ['type', 'url']],
  ['notifications-v1', 'Message', 'NotificationsV1.Message', ['id', 'sequence', 'language', 'versions']],
  ['notifications-v1', 'Message.versions', 'NotificationsV1.MessageVersions', ['v1', 'v2']],
  ['notifications-v1', 'Notification', 'NotificationsV1.Notification', ['campaign', 'message']],
  ['profile', 'Avatar', 'Profile.Avatar', ['ts', 'thumb', 'mid', 'full']],
  [
    'profile',
    'TwitchChannel',
    'Profile.TwitchChannel',
    ['id', 'display_name', 'name', 'url', 'logo', 'description'],
  ],
  ['profile', 'Twitch', 'Profile.Twitch', ['channel', 'extensions']],
  ['profile', 'Twitch.extensions[]', 'Profile.TwitchExtension', ['id', 'name']],
  ['profile', 'Profile', 'Profile.Profile', ['user_id', 'email_address', 'global_contact_status']],
  ['profile', 'FileUploadUrl', 'Profile.FileUploadUrl', ['method', 'url', 'expires']],
  [
    'profile',
    'BetaProgram',
    'Profile.BetaProgram',
    ['id', 'name', 'active', 'qualifying_license_type_ids', 'download_url'],
  ],
  ['profile', 'UserBetaProgram', 'Profile.UserBetaProgram', ['beta_program', 'active', 'banned']],
  [
    'profile',
    'PartnerPromotionCode',
    'Profile.PartnerPromotionCode',
    ['user_id', 'promotion_code', 'promotion_name', 'user_added_at'],
  ],
  ['rewards', 'CampaignGoal', 'Rewards.CampaignGoal', ['voucher_type_id', 'voucher_batch_id', 'Quantity']],
  ['rewards', 'CampaignRule', 'Rewards.CampaignRule', ['owned']],
  ['rewards', 'RuleOfEligibility', 'Rewards.RuleOfEligibility', ['referral_incentive', 'referee']],
  [
    'rewards',
    'Reward',
    'Rewards.Reward',
    ['name', 'headline', 'description', 'unlocked', 'cta', 'latest_ribbon', 'tags', 'template'],
  ],
  [
    'rewards',
    'Reward.cta',
    'Rewards.CallToAction',
    ['primary_cta', 'primary_cta_link', 'primary_cta_prefix', 'primary_cta_postfix'],
  ],
  ['rewards', 'Reward.template', 'Rewards.Template', ['type', 'logos']],
  ['rewards', 'Reward.template.logos', 'Rewards.TemplateLogo', ['dark', 'light']],
  ['rewards', 'ReferralCodeActivity', 'Rewards.ReferralCodeActivity', ['eligible', 'activity']],
  ['rewards', 'CampaignActivityLog', 'Rewards.CampaignActivityLog', ['id', 'referral_campaign_code']],
  ['rewards', 'ReferrerCampaign', 'Rewards.ReferrerCampaign', ['referral_campaign']],
  [
    'rewards',
    'ReferrerCampaign.referral_campaign',
    'Rewards.ReferrerCampaignDetail',
    [
      'id',
      'name',
      'base_url',
      'goals',
      'eligibility',
      'referral_code',
      'referee_activity',
      'referrer_activity',
      'eligible_for_referral_incentive',
    ],
  ],
  ['rewards', 'Campaign', 'Rewards.Campaign', ['id', 'name', 'goals', 'incentives', 'eligibility']],
]

type Schema = Record<string, unknown> & {
  $ref?: string
  allOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
}

const documents = new Map<ServiceName, OpenApiDocument>(
  services.map((service) => [
    service,
    loadServiceDocument(fileURLToPath(new URL(`./${service}.yaml`, import.meta.url))),
  ]),
)
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}')

/** The operation at `method path` (parameter names do not matter), else undefined. */
function operationAt(service: ServiceName, method: string, path: string) {
  return listOperations(documents.get(service) as OpenApiDocument).find(
    (op) => op.method === method && shape(op.path) === shape(path),
  )
}

/** A schema with its `$ref`s followed and its `allOf` parts merged (properties and `required`). */
function resolved(service: ServiceName, schema: Schema | undefined): Schema | undefined {
  const schemas = (documents.get(service)?.components?.schemas ?? {}) as Record<string, Schema>
  const follow = (s: Schema | undefined): Schema | undefined =>
    s?.$ref ? follow(schemas[s.$ref.split('/').pop() ?? '']) : s
  const merge = (s: Schema | undefined): Schema | undefined => {
    const own = follow(s)
    if (!own) return undefined
    const parts = (own.allOf ?? []).map(merge)
    return {
      ...own,
      properties: Object.assign({}, ...parts.map((p) => p?.properties), own.properties),
      required: [...new Set([...parts.flatMap((p) => p?.required ?? []), ...(own.required ?? [])])],
    }
  }
  return merge(schema)
}

/** The schema at `where` (`Reward.template.logos`, `Template.text_items[]`) in a service's document. */
function schemaAt(service: ServiceName, where: string): Schema | undefined {
  const [name = '', ...path] = where.split('.')
  let schema = resolved(service, { $ref: `#/components/schemas/${name}` })
  for (const part of path) {
    schema = resolved(service, schema?.properties?.[part.replace('[]', '')])
    if (part.endsWith('[]')) schema = resolved(service, schema?.items)
  }
  return schema
}

describe('every call of the public SDK is an operation', () => {
  it('lists the 94 HTTP calls of the public SDK', () => {
    // 93 methods; tokenRefresh calls one of two paths.
    expect(publicSdkCalls).toHaveLength(94)
  })

  const forms = publicSdkCalls.flatMap(([service, name, method, path, credentials]) =>
    (path.includes('{me}')
      ? [path.replace('{me}', 'me'), path.replace('{me}', 'users/{userId}')]
      : [path]
    ).map((form) => [service, name, method, form, credentials] as Call),
  )

  it.each(forms)('%s %s: %s %s', (service, _name, method, path, credentials) => {
    const found = operationAt(service, method, path)
    expect(found, `${service} ${method} ${path}`).toBeDefined()
    const security = (found?.operation.security ?? []) as Record<string, unknown>[]
    const schemes = security.flatMap((entry) => Object.keys(entry))
    const anonymous = security.length === 0 || security.some((entry) => Object.keys(entry).length === 0)
    if (credentials === 'none') expect(anonymous, 'accepted without credentials').toBe(true)
    if (credentials === 'basic') expect(schemes).toContain('basicAuth')
    if (credentials === 'bearer' || credentials === 'optional') expect(schemes).toContain('bearerAuth')
    if (credentials === 'optional') expect(anonymous, 'accepted without credentials').toBe(true)
  })

  it('fails for a call the documents do not have', () => {
    expect(operationAt('commerce', 'GET', '/api/v1/no-such-call')).toBeUndefined()
  })
})

describe('the stateful sandbox answers every operation', () => {
  const sandbox = createSandbox()
  const operations = services.flatMap((service) =>
    listOperations(documents.get(service) as OpenApiDocument).map(
      ({ method, path }) => [service, method, path] as const,
    ),
  )

  it.each(operations)('%s %s %s', async (service, method, path) => {
    const request = new Request(`${sandbox.baseUrl(service)}${path.replace(/\{[^}]+\}/g, '1')}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
    })
    expect(await getResponse(sandbox.handlers, request), 'a stateful handler').toBeDefined()
  })
})

describe('reply fields the public SDK requires are required in the documents', () => {
  it.each(requiredReplyFields)('%s %s (%s)', (service, where, _type, fields) => {
    const schema = schemaAt(service, where)
    expect(schema, where).toBeDefined()
    expect(schema?.required ?? []).toEqual(expect.arrayContaining(fields))
  })

  it('fails for a field a schema leaves optional', () => {
    expect(schemaAt('identity', 'User')?.required).not.toContain('first_name')
  })
})
