import * as contracts from '@maplebridge/contracts';
import { z } from 'zod';

/**
 * The shared contracts' schemas the API document names (`components.schemas`), by the name it gives
 * them: its operations and other schemas `$ref` them instead of repeating them. The contracts stay
 * free of names, since the web shares them; a schema the server defines itself is named where it is
 * defined, with `.meta({ id })`.
 *
 * Not here: query, path and header schemas (OpenAPI lists those as parameters, each inline), and
 * no schema the assistant's model tools turn into JSON schema (`z.toJSONSchema` would write a
 * named one as a `$ref`): LanguageSchema, and the CRS engine's own schemas.
 */
const NAMED_SCHEMAS = {
  ErrorEnvelope: contracts.ErrorEnvelopeSchema,
  ErrorDetails: contracts.ErrorDetailsSchema,
  ErrorCode: contracts.ErrorCodeSchema,
  FieldError: contracts.FieldErrorSchema,
  EmptyResponse: contracts.EmptyResponseSchema,

  Health: contracts.HealthSchema,
  HealthResponse: contracts.HealthResponseSchema,
  TranslationTree: contracts.TranslationTreeSchema,
  Translations: contracts.TranslationsSchema,
  TranslationsResponse: contracts.TranslationsResponseSchema,
  ClientErrorReport: contracts.ClientErrorReportSchema,

  LoginRequest: contracts.LoginRequestSchema,
  LoginResponse: contracts.LoginResponseSchema,
  RegisterRequest: contracts.RegisterRequestSchema,
  ChangePasswordRequest: contracts.ChangePasswordRequestSchema,
  ForgotPasswordRequest: contracts.ForgotPasswordRequestSchema,
  VerifyOtpRequest: contracts.VerifyOtpRequestSchema,
  VerifyOtpResponse: contracts.VerifyOtpResponseSchema,
  ResetPasswordRequest: contracts.ResetPasswordRequestSchema,
  VerifyEmailRequest: contracts.VerifyEmailRequestSchema,
  ConfirmEmailChangeRequest: contracts.ConfirmEmailChangeRequestSchema,
  DeleteAccountRequest: contracts.DeleteAccountRequestSchema,
  User: contracts.UserSchema,
  UserType: contracts.UserTypeSchema,
  UserResponse: contracts.UserResponseSchema,
  UpdateUserRequest: contracts.UpdateUserRequestSchema,
  AccountExportResponse: contracts.ExportResponseSchema,
  OutboxMail: contracts.OutboxMailSchema,
  OutboxResponse: contracts.OutboxResponseSchema,
  EmailPreferences: contracts.EmailPreferencesSchema,
  EmailPreferencesResponse: contracts.EmailPreferencesResponseSchema,
  UnsubscribeRequest: contracts.UnsubscribeRequestSchema,
  UnsubscribeResponse: contracts.UnsubscribeResponseSchema,

  SubmittedAnswer: contracts.SubmittedAnswerSchema,
  CalculateScoreRequest: contracts.CalculateScoreRequestSchema,
  RenameCrsResultRequest: contracts.RenameCrsResultRequestSchema,
  CrsLine: contracts.CrsLineSchema,
  CrsScore: contracts.CrsScoreSchema,
  Advice: contracts.AdviceSchema,
  RoundAccess: contracts.RoundAccessSchema,
  DrawComparison: contracts.DrawComparisonSchema,
  InvitationVerdict: contracts.InvitationVerdictSchema,
  EligibilityMove: contracts.EligibilityMoveSchema,
  CrsCalculation: contracts.CrsCalculationSchema,
  CalculateScoreResponse: contracts.CalculateScoreResponseSchema,
  SaveCrsResultResponse: contracts.SaveCrsResultResponseSchema,
  SavedCrsResult: contracts.SavedCrsResultSchema,
  SavedCrsResultResponse: contracts.SavedCrsResultResponseSchema,
  LastCrsResultsResponse: contracts.LastCrsResultsResponseSchema,
  ShareCrsResultResponse: contracts.ShareCrsResultResponseSchema,
  SharedCrsResult: contracts.SharedCrsResultSchema,
  SharedCrsResultResponse: contracts.SharedCrsResultResponseSchema,

  WorkDetails: contracts.WorkDetailsDtoSchema,
  ProgramAnswer: contracts.ProgramAnswerSchema,
  FswAnswer: contracts.FswAnswerSchema,
  EligibilityAnswer: contracts.EligibilityAnswerSchema,
  EligibilityResponse: contracts.EligibilityResponseSchema,
  Occupation: contracts.OccupationSchema,
  OccupationResponse: contracts.OccupationResponseSchema,
  OccupationListResponse: contracts.OccupationListResponseSchema,

  DrawCategory: contracts.DrawCategorySchema,
  Draw: contracts.DrawSchema,
  DrawCutOff: contracts.DrawCutOffSchema,
  DrawCutOffsResponse: contracts.DrawCutOffsResponseSchema,
  DrawPageResponse: contracts.DrawPageResponseSchema,
  DrawRequest: contracts.DrawInputSchema,
  DrawImportResponse: contracts.DrawImportResponseSchema,

  Tag: contracts.TagSchema,
  TagRequest: contracts.TagInputSchema,
  TagResponse: contracts.TagResponseSchema,
  TagsResponse: contracts.TagsResponseSchema,
  NewsSummary: contracts.NewsSummarySchema,
  NewsTwin: contracts.NewsTwinSchema,
  NewsArticle: contracts.NewsItemSchema,
  NewsPage: contracts.NewsPageSchema,
  NewsPageResponse: contracts.NewsPageResponseSchema,
  NewsArticleResponse: contracts.NewsItemResponseSchema,
  NewsArticleRequest: contracts.NewsInputSchema,
  SaveNewsResponse: contracts.SaveNewsResponseSchema,
  Slide: contracts.SlideSchema,
  SlideRequest: contracts.SlideInputSchema,
  SlideResponse: contracts.SlideResponseSchema,
  SlidesResponse: contracts.SlidesResponseSchema,
  SiteNotice: contracts.SiteNoticeSchema,
  SiteNoticeRequest: contracts.SiteNoticeInputSchema,
  SiteNoticeResponse: contracts.SiteNoticeResponseSchema,
  SiteNoticesResponse: contracts.SiteNoticesResponseSchema,
  Notification: contracts.NotificationSchema,
  NotificationRequest: contracts.NotificationInputSchema,
  NotificationResponse: contracts.NotificationResponseSchema,
  NotificationPageResponse: contracts.NotificationPageResponseSchema,
  MarkAsReadBulkRequest: contracts.MarkAsReadBulkRequestSchema,
  MarkAsReadResponse: contracts.MarkAsReadResponseSchema,

  ContactSupportRequest: contracts.ContactSupportRequestSchema,
  ContactSupportResponse: contracts.ContactSupportResponseSchema,
  SupportMessage: contracts.SupportMessageSchema,
  SupportMessageResponse: contracts.SupportMessageResponseSchema,
  SupportMessagePageResponse: contracts.SupportMessagePageResponseSchema,
  Delivery: contracts.DeliverySchema,
  MarkHandledRequest: contracts.MarkHandledRequestSchema,

  Member: contracts.MemberSchema,
  MemberResponse: contracts.MemberResponseSchema,
  MemberPageResponse: contracts.MemberPageResponseSchema,
  MemberActiveRequest: contracts.MemberActiveRequestSchema,
  MemberRoleRequest: contracts.MemberRoleRequestSchema,
  AuditEntry: contracts.AuditEntrySchema,
  AuditPageResponse: contracts.AuditPageResponseSchema,
  SyncRun: contracts.SyncRunSchema,
  SyncJobStatus: contracts.SyncJobStatusSchema,
  SyncStatusResponse: contracts.SyncStatusResponseSchema,
  SyncRunResponse: contracts.SyncRunResponseSchema,

  ChatRequest: contracts.ChatRequestSchema,
  ChatMessage: contracts.ChatMessageSchema,
  ChatSource: contracts.ChatSourceSchema,
  ChatDelta: contracts.ChatEventSchemas.delta,
  ChatSources: contracts.ChatEventSchemas.sources,
  ChatError: contracts.ChatEventSchemas.error,
  ChatDone: contracts.ChatEventSchemas.done,
} satisfies Record<string, z.ZodType>;

/**
 * Gives each schema of NAMED_SCHEMAS its name in zod's global registry, where the API document's
 * transforms (fastify-type-provider-zod) find it, keeping what the registry held of it (its
 * description). The same names every time: calling it again changes nothing.
 */
export function nameApiSchemas() {
  for (const [id, schema] of Object.entries(NAMED_SCHEMAS))
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}
