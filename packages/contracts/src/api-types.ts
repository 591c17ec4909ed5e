// Generated from the API's OpenAPI document (/api/docs) by `npm run contracts:generate`. Do not edit:
// change the response DTOs in api/src and regenerate; a test fails while this file and the API differ.

export interface paths {
    "/api/AuditLog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paged audit events, newest first; filters action, userId, email, customerId, outcome, from, to (SuperAdmin) */
        get: operations["AuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AuditLog/Export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered audit events as CSV or .xlsx, newest first, at most 100000 rows (SuperAdmin) */
        get: operations["AuditController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FilesController_download"];
        put?: never;
        post?: never;
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
        post: operations["AuthController_login"];
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
        /** Revokes every token of the caller (all devices); a replayed token then answers 401 */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgotpassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a 6-digit code (valid 10 minutes) when the email is registered; the answer is the same either way */
        post: operations["AuthController_forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verifyforgotpasswordtoken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a code without using it up; a wrong code counts as one of 5 tries */
        post: operations["AuthController_verifyForgotPasswordToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resetpassword/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets a new password with the code; {userId} is the Id answered by forgotpassword. Revokes earlier tokens. */
        put: operations["AuthController_resetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/changepassword/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Own password only. Revokes earlier tokens and answers {token}, a fresh one that keeps the caller logged in. */
        put: operations["AuthController_changePassword"];
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
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A job's status (Running, Done, Failed), progress from 0 to 1, and when ended its result or error; 404 for another user's job */
        get: operations["JobsController_find"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/CustomQuestion/AllCustomQuestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every custom question, newest first, for review (SuperAdmin) */
        get: operations["CustomQuestionsController_listAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/CustomQuestion/AllCustomQuestionsByUserId/UserId/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's own custom questions; a customer admin may only ask for their own id (SuperAdmin, CustomerAdmin) */
        get: operations["CustomQuestionsController_listByUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/CustomQuestion/CreateCustomQuestion/InquiryId/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a custom question (Textbox, Rating or Checkbox) to an own inquiry until respondents are added (CustomerAdmin) */
        post: operations["CustomQuestionsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/CustomQuestion/ChangeStatusCustomQuestion/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Review: Status Approved or Reject, and the Area where the type allows it; Approved is final (SuperAdmin) */
        put: operations["CustomQuestionsController_changeStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/CustomQuestion/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One custom question; customer admins their own organisation’s only (SuperAdmin, CustomerAdmin) */
        get: operations["CustomQuestionsController_get"];
        /** Edit a custom question that is not Approved (409 otherwise); it goes back to review (SuperAdmin, CustomerAdmin) */
        put: operations["CustomQuestionsController_update"];
        post?: never;
        /** Delete a custom question; 409 once it has answers (SuperAdmin, CustomerAdmin own) */
        delete: operations["CustomQuestionsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/IntakeQuestion/{inquiryId}/AllIntakeQuestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paged intake questions of an inquiry type, in asking order (SuperAdmin, CustomerAdmin); a customer admin reads them in their language, the super admin in English unless ?lang is given */
        get: operations["IntakeQuestionsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/IntakeQuestion/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One intake question (SuperAdmin, CustomerAdmin) */
        get: operations["IntakeQuestionsController_get"];
        put?: never;
        post?: never;
        /** Delete an intake question; 409 once an inquiry answered it (SuperAdmin) */
        delete: operations["IntakeQuestionsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/IntakeQuestion/{inquiryId}/CreateIntakeQuestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an intake question: Title, Type (Textbox or Checkbox), Description, MaxLength (SuperAdmin) */
        post: operations["IntakeQuestionsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/IntakeQuestion/{inquiryId}/Update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit an intake question; once answered its type stays (409) (SuperAdmin) */
        put: operations["IntakeQuestionsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DiagnosticQuestion/{pathwayId}/AllDiagnosticQuestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paged questions of a pathway: Id, Title, Type, MaxLength, Area (SuperAdmin, CustomerAdmin) */
        get: operations["DiagnosticQuestionsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DiagnosticQuestion/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One diagnostic question with every field (SuperAdmin, CustomerAdmin) */
        get: operations["DiagnosticQuestionsController_get"];
        put?: never;
        post?: never;
        /** Delete a diagnostic question; 409 once it has answers (SuperAdmin) */
        delete: operations["DiagnosticQuestionsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DiagnosticQuestion/{pathwayId}/CreateDiagnosticQuestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a diagnostic question under the pathway, checked by the question rules (SuperAdmin) */
        post: operations["DiagnosticQuestionsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DiagnosticQuestion/{pathwayId}/Update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a diagnostic question; once answered, its area, type and options stay (409) (SuperAdmin) */
        put: operations["DiagnosticQuestionsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Pathway/{inquiryId}/AllPathways": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paged pathways of an inquiry type: Id, InquiryTypeId, InquiryTypeName, Name (SuperAdmin, CustomerAdmin) */
        get: operations["PathwaysController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Pathway/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One pathway, with the parallel lists InquiryTypeIds/InquiryTypeNames (SuperAdmin, CustomerAdmin) */
        get: operations["PathwaysController_get"];
        put?: never;
        post?: never;
        /** Delete a pathway and its questions; 409 once its questions have answers (SuperAdmin) */
        delete: operations["PathwaysController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Pathway/{inquiryId}/CreatePathway": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a pathway under the inquiry type: Name required (SuperAdmin) */
        post: operations["PathwaysController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Pathway/{inquiryId}/Update/{pathwayId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a pathway, or move it to this inquiry type while its questions have no answers (SuperAdmin) */
        put: operations["PathwaysController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/InquiryType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Paged inquiry types: Id, InqType, Description, IsActive (SuperAdmin, CustomerAdmin)
         * @description Newest first; pageSize=-1 is the dropdown: alphabetical ignoring case, Other last. Customer admins see active types only. search keeps the types whose name or description contains the text; sort=InqType with order sorts by name.
         */
        get: operations["InquiryTypesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/InquiryType/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One inquiry type (SuperAdmin, CustomerAdmin) */
        get: operations["InquiryTypesController_get"];
        /** Edit an inquiry type (SuperAdmin) */
        put: operations["InquiryTypesController_update"];
        post?: never;
        /** Delete an inquiry type; 409 naming what depends on it while anything does (SuperAdmin) */
        delete: operations["InquiryTypesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/InquiryType/CreateInquiryType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an inquiry type: InqType required, Description, IsActive (SuperAdmin) */
        post: operations["InquiryTypesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Paged customers: CustomerId, CustomerName, Industry, Website, IsActive (SuperAdmin)
         * @description Newest first, or by sort and order; search keeps the customers whose name, industry or website contains the text.
         */
        get: operations["CustomersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer with every profile field (SuperAdmin) */
        get: operations["CustomersController_get"];
        /**
         * Edit website, street address, state, city and Active (SuperAdmin)
         * @description Other customer fields are ignored. Fields left out keep their value, so { IsActive } alone toggles the customer.
         */
        put: operations["CustomersController_update"];
        post?: never;
        /** Deactivate and hide a customer (soft delete; nothing is erased) (SuperAdmin) */
        delete: operations["CustomersController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/CustomerUser/GetAll/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paged users of a customer: Id, FirstName, LastName, Email, Designation, IsAdmin, Active, IsVerified (SuperAdmin) */
        get: operations["CustomerUsersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/CustomerUser/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer user (SuperAdmin) */
        get: operations["CustomerUsersController_get"];
        /**
         * Edit a customer user (SuperAdmin)
         * @description FirstName and LastName required; Designation, Active and IsVerified optional. Email and IsAdmin never change. Deactivation revokes the user's tokens.
         */
        put: operations["CustomerUsersController_update"];
        post?: never;
        /** Deactivate and hide a customer user (soft delete; answers are kept) (SuperAdmin) */
        delete: operations["CustomerUsersController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Findings/AllFindings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paged findings: FindingId, FindingDetail, Area, InquiryTypeId, InquiryTypeName (SuperAdmin) */
        get: operations["FindingsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Findings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One finding (SuperAdmin; path of decisions.md §6) */
        get: operations["FindingsController_get"];
        /** Edit a finding: InquiryTypeId, Area, FindingDetail (SuperAdmin) */
        put: operations["FindingsController_update"];
        post?: never;
        /** Delete a finding from the library (SuperAdmin) */
        delete: operations["FindingsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Findings/AddFindings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a finding: InquiryTypeId, Area (Culture, People, Process, Structure), FindingDetail (SuperAdmin) */
        post: operations["FindingsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Recommendations/AllRecommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paged recommendations: RecommendationId, RecommendationDetail, InquiryTypeId, InquiryTypeName (SuperAdmin) */
        get: operations["RecommendationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Recommendations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One recommendation (SuperAdmin; path of decisions.md §6) */
        get: operations["RecommendationsController_get"];
        /** Edit a recommendation: InquiryTypeId, RecommendationDetail (SuperAdmin) */
        put: operations["RecommendationsController_update"];
        post?: never;
        /** Delete a recommendation from the library (SuperAdmin) */
        delete: operations["RecommendationsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Recommendations/AddRecommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a recommendation: InquiryTypeId, RecommendationDetail (SuperAdmin) */
        post: operations["RecommendationsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Roadmap/AllRoadmaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paged roadmaps: RoadmapId, InquiryTypeId, InquiryTypeName, Step1..Step3 _RoadmapTitle, _BriefDescription, _RoadmapDetail (SuperAdmin) */
        get: operations["RoadmapsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Roadmap/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One roadmap (SuperAdmin) */
        get: operations["RoadmapsController_get"];
        /** Edit a roadmap: InquiryTypeId and the nine step fields, all required (SuperAdmin) */
        put: operations["RoadmapsController_update"];
        post?: never;
        /** Delete a roadmap from the library (SuperAdmin) */
        delete: operations["RoadmapsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Roadmap/AddRoadmap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a roadmap: InquiryTypeId and the nine step fields, all required (SuperAdmin) */
        post: operations["RoadmapsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/CreateInquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an inquiry of an active type (customer admin) */
        post: operations["InquiriesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/RecreateInquiry/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new inquiry of the same type as an own inquiry (customer admin) */
        post: operations["InquiriesController_recreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's customer's inquiries, newest first (all for the super admin) */
        get: operations["InquiriesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/Admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every inquiry with its customer (super admin) */
        get: operations["InquiriesController_listAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/GetIntakeAnswers/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Intake answers of an inquiry: Question, QuestionType, Answer */
        get: operations["InquiriesController_intakeAnswers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/AddIntakeAnswer/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer every intake question of the inquiry type at once (customer admin) */
        post: operations["InquiriesController_addIntakeAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One inquiry with its derived progress and status */
        get: operations["InquiriesController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/AddParticipants/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add respondents by email; new emails get an invitation (customer admin)
         * @description Users of the same organisation become respondents at once (and get a notice); new emails get a pending invitation and a mail with `{PUBLIC_URL}/auth/signup/{encryptedOrgName}/{encryptedEmail}?key={secret}` (letters shifted by one, 23 times, case kept, other characters unchanged, URL-encoded; the secret is single use and only the newest mailed one works). An email with an account in another organisation or of the operator is answered like a new one (listed as pending) but gets no invitation: its owner is told instead. A removed account of the organisation refuses the whole call (400, nothing stored). Calling again adds only new people. ExpiryDate (YYYY-MM-DD, not before tomorrow; 28 days ahead when absent) keeps the forms open to the end of that day (UTC). Needs the intake answers first (409). Refused (403) until an admin of the organisation has verified their email address; every mail counts against the daily invitation quota (INVITATIONS_PER_DAY or the customer's InvitationsPerDay; over it 429 and nothing is stored); at most ADD_PARTICIPANTS_PER_MINUTE calls per organisation (429).
         */
        put: operations["InquiryRespondentsController_addParticipants"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/GetRespondents/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Respondents with their form status: pending, saveasdraft, completed, expired */
        get: operations["InquiryRespondentsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/Staff/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own survey forms (the email must be the caller's) */
        get: operations["InquiryRespondentsController_staff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/{inquiryId}/Respondents/{respondentId}/ResendInvitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a pending invitee a new invitation; the earlier links stop working
         * @description Only for a person who has not signed up yet (409 otherwise: send a reminder). The new mail carries a fresh `?key=` secret; every earlier invitation or reminder link of that address from the organisation is refused from then on. Counts against the daily invitation quota (429) and the per-minute limit of AddParticipants (429). 409 once the inquiry has expired or its results are published; 404 for another organisation's inquiry or respondent.
         */
        post: operations["RespondentActionsController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/{inquiryId}/Respondents/{respondentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a respondent who has not completed the form (customer admin)
         * @description A pending invitation or a draft is removed with its answers (the invitation link stops working; the person's account stays). A completed form is part of the inquiry's figures and is never removed (409); nor is anyone once the results are published (409). The respondents after the removed one move up one place. 404 for another organisation's inquiry or respondent.
         */
        delete: operations["RespondentActionsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/UserDocuments/{inquiryId}/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Documents a respondent attached to their form (super admin, or the respondent) */
        get: operations["InquiryDocumentsController_userDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/UploadHelpDocument/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Help documents of an inquiry, repeated field Files (super admin) */
        post: operations["InquiryDocumentsController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SurveyAnswer/{typeId}/{inquiryId}/SurveyFormQuestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own survey form: questions in group order with the saved answers, texts in the reader's language (English where not translated) */
        get: operations["SurveysController_form"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SurveyAnswer/AddSurveyAnswers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the own form as a draft or completed (multipart, or JSON without files)
         * @description The same save as multipart/form-data (decisions.md §4) or as application/json; both are validated and stored alike and answer the same errors. One transaction: every answer and file of the save is stored, or none. An item leaves its answer as stored when a field is absent and clears it when the field is empty; an item may name any subset of the form’s questions, and the answers it does not name stay as stored (the survey app saves only what changed). Only rows whose values change are written. `completed` needs every Rating question answered (both ratings in Structure, People, Process and Culture; DK = 0 counts) and every Textbox question answered (NA is fine); Checkbox and Document answers stay optional. A completed form answers 409 to every later save; an expired one 409 "Expired". Two identical concurrent submits: one completes, the other gets 409. A question outside the inquiry's set is 400; a file whose content is not xlsx, xls, docx, doc, pdf or zip is 415; over 20 MB 413.
         */
        post: operations["SurveysController_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SurveyAnswer/DocumentValidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a document name for a Document question of the own form */
        post: operations["SurveysController_validate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SurveyAnswer/{inquiryId}/ViewSurveyAnswers/{customerUserId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A respondent's answers in five area arrays (super admin, or the respondent)
         * @description Individual answers are for the super admin (spec §6); a respondent sees their own. A customer admin gets 403 for another respondent's form of their organisation and 404 for another organisation's.
         */
        get: operations["SurveysController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SurveyAnswer/{inquiryId}/ViewOpenEndedSurveyAnswers/{customerUserId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A respondent's open-ended (Textbox) answers: Question, Answer */
        get: operations["SurveysController_openEnded"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SurveyAnswer/{inquiryId}/FormPreview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An inquiry's survey form as its respondents will see it, without answers: nothing is saved
         * @description The question set of the inquiry (library questions, then its Approved custom questions, in group order) in the reader's language (English where not translated), the same items as SurveyFormQuestions with no answers and Status pending. Custom questions still awaiting the operator's review are included where approval will put them, marked AwaitingApproval (respondents are not asked them until approved); rejected ones are not. Creates no respondent and no answer. A customer admin previews their own organisation's inquiries (another organisation's is 404); the super admin any; a customer user gets 403.
         */
        get: operations["SurveyPreviewController_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/CustomerByName/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lookup of an active organisation by name (no token): CustomerId, CustomerName, Industry, Address, Country, State, City, Website; 404 when none */
        get: operations["SignupController_byName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/CustomerAdminsignup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up (no token)
         * @description Without CustomerId: a new organisation. Nothing is created yet: the sign-up is kept pending and the address is mailed a link `{PUBLIC_URL}/auth/signup/confirm?token={secret}` (single use, 24 hours; a new sign-up of the address replaces it) that POST /Customer/ConfirmSignup turns into the organisation and its customer admin. An address that already has an account gets the same answer (Id and CustomerId 0 for both), nothing pending, and its owner is told by mail. Answers no sooner than 250 ms. 409 when the organisation name is taken. With CustomerId: staff sign-up, admitted only for an email invited by that organisation (403 otherwise).
         */
        post: operations["SignupController_signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/ConfirmSignup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms a new organisation's sign-up with the mailed secret (no token)
         * @description Creates the organisation and its customer admin (address verified, FirstTimeLogin true) in one transaction and uses the secret up. 400 when the secret is unknown, expired or used; 409 when the organisation name was taken since the sign-up (nothing is created).
         */
        post: operations["SignupController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/{customerId}/User/{userId}/CustomerProfileComplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The first-login company profile, by the organisation's own admin; clears FirstTimeLogin */
        put: operations["SignupController_completeProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/EmailVerification/Status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller's own email address is verified */
        get: operations["EmailVerificationController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/EmailVerification/SendCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a new 6-digit code to the caller (valid 24 hours; at most 5 an hour, then 429); 409 when already verified */
        post: operations["EmailVerificationController_sendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/EmailVerification/Verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks the mailed code and marks the caller's address verified; a wrong code counts as one of 5 tries (400) */
        post: operations["EmailVerificationController_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens an invitation link (no token)
         * @description Checks the link at once. 403 "Invitation link not valid" for an unknown organisation, a wrong or replaced secret, or an address whose account is elsewhere or inactive (one answer for all); 410 "Invitation expired" when every inquiry it was for has closed; 410 "Invitation already answered" when every open one is completed. Otherwise start (an account without password is made), continue (a session for that account) or login (the address has a password; sign in, then open InquiryId).
         */
        post: operations["InvitationLinkController_open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitation/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the first password of an account started from an invitation link (the link’s session only)
         * @description 403 for any other session; 409 when the account already has a password. The link’s session is revoked.
         */
        post: operations["InvitationLinkController_setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UploadResultDocument/DocumentValidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a result workbook and answers every problem at once (400, errorMessage lines "Sheet, row, column: reason"); stores nothing. 413 over the limits, 415 not an xlsx. */
        post: operations["ResultUploadController_validate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UploadResultDocument/UploadDocumentResults/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validates again, then replaces the inquiry's results in one transaction and publishes them (progress 100) */
        post: operations["ResultUploadController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UploadResultDocument/ResultTemplate/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The result workbook pre-filled with the library of the inquiry's type and the computed inputs */
        get: operations["ResultUploadController_template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UploadResultDocument/FindingsResult/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Findings per area (SuperAdmin, CustomerAdmin of the inquiry) */
        get: operations["ResultsController_findings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UploadResultDocument/AdvanceInsightsResult/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Advance insights per area (SuperAdmin, CustomerAdmin of the inquiry) */
        get: operations["ResultsController_advanceInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UploadResultDocument/InputResult/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Average rating and value per question and area: uploaded Inputs sheet, else computed from completed forms (DK excluded) */
        get: operations["ResultsController_inputs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UploadResultDocument/InputResultForPortalAdmin/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** InputResult with AverageDifference (SuperAdmin) */
        get: operations["ResultsController_inputsForPortalAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UploadResultDocument/RecommendationResult/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Scenarios with level of focus 0-5 (SuperAdmin, CustomerAdmin of the inquiry) */
        get: operations["ResultsController_recommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UploadResultDocument/RoadmapResult/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The three roadmap steps (SuperAdmin, CustomerAdmin of the inquiry) */
        get: operations["ResultsController_roadmap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UploadResultDocument/AreaColorResult/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Colour per area: uploaded, else derived from the average rating (≥3.75 green, ≥3 blue, ≥2.25 yellow, else red) */
        get: operations["ResultsController_areaColors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UploadResultDocument/InquiryDocuments/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Help documents of the inquiry, paged, each with a short-lived signed path */
        get: operations["ResultsController_documents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PDFReport/ExportData/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Generates the PDF insights report in the reader's language (translated library texts; English where not translated) and answers its signed link */
        get: operations["ReportsController_exportData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PDFReport/ExportAnswers/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Streams every answer of the inquiry into an .xlsx (one row per answer, formula injection neutralised) and answers its signed link */
        get: operations["ReportsController_exportAnswers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/CustomerReport/Pdf/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Generates the PDF insights report in the reader's language and answers its signed link. Of the caller’s own published inquiry (404 for another organisation’s, 409 before the results are published); built only from the figures the caller’s reads show (the snapshot and the confidentiality rule of docs/confidentiality.md): a withheld figure reads "Not enough answers", a hidden group is left out. */
        get: operations["CustomerReportsController_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/CustomerReport/Figures/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Generates an .xlsx of the figures (sheets Areas and Questions: overall, per area and per question performance, importance, gap and N; everyone, then each shown group) in the reader's language (sheet names, headers, areas, notes and question titles), and answers its signed link. No answer rows. Of the caller’s own published inquiry (404 for another organisation’s, 409 before the results are published); built only from the figures the caller’s reads show (the snapshot and the confidentiality rule of docs/confidentiality.md): a withheld figure reads "Not enough answers", a hidden group is left out. */
        get: operations["CustomerReportsController_figures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/CustomerUser/Profile/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own profile: CustomerName, FirstName, LastName, Email, Designation, IsAdmin, Active, Language */
        get: operations["ProfileController_get"];
        /** Changes FirstName, LastName (required), Designation and Language (en, fr, de, es or null) only; CustomerName, Email and IsAdmin never change */
        put: operations["ProfileController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Insights/ImportancePerformance/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Importance-performance analysis (Martilla & James 1977) per area and overall
         * @description Every rating item of the four areas (diagnostic and approved custom questions) with MeanPerformance, MeanImportance (DK excluded from each mean), Gap (mean of paired importance − performance where both were rated), N (valid pairs), DK shares, and its one quadrant against the inquiry-wide crosshair (the same in its area); the crosshair (IPA_CROSSHAIR: grand means of the item means, or the midpoint 3, which is always reported), per area its figure (the mean of its library questions' means), pooled DK share (flagged above DK_FLAG_THRESHOLD) and the "Concentrate here" items ranked by gap. Completed forms only. A customer admin gets the figures only for a published inquiry, and only from its snapshot: taken when the inquiry closes (every respondent completed, expiry passed or results published) over at least MIN_RESPONDENTS (default 5) completed forms, and replaced only once MIN_RESPONDENTS more forms are completed (SnapshotTakenAt, SnapshotForms, Message say which). Before the first snapshot the answer is still 200 with Gated=true, Needed, Message, and Overall=null, Areas=[], Items=[]. The super admin always reads live figures.
         */
        get: operations["InsightsController_importancePerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Insights/Anonymity/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether computed figures are withheld from the caller, how many more completed forms are needed, and the snapshot a customer admin sees (taken on this read when the inquiry closed by expiry) */
        get: operations["InsightsController_anonymity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Insights/Segments/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The attributes the inquiry's respondents were invited with and their groups, each shown or hidden (SuperAdmin, CustomerAdmin of the inquiry)
         * @description The choices of the heatmap (?by=) and of the group filter (?segment=Name:Value) of the insight reads: the reported groups of the snapshot for a customer admin (before it: Gated=true and no attributes), live for the super admin. Small values are rolled up (RolledUp, Members, Value Other) so that every combination of shown groups, across attributes and snapshots, holds 0 or at least MIN_RESPONDENTS completed forms; an attribute that cannot be reported so lists its values Hidden (TooFine, NotEnoughPeople). Names and values only, never figures or group sizes.
         */
        get: operations["HeatmapController_segments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Insights/Heatmap/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Areas and questions per group of one attribute beside Overall (SuperAdmin, CustomerAdmin of the inquiry)
         * @description Groups are the attribute's reported groups (values as each respondent was invited; later directory edits change nothing; '' = without a value). When the snapshot is taken, the attributes are added one at a time and small values rolled up into Other (RolledUp, Members) until every cell of the joint table of all reported groups, this and earlier snapshots included, holds 0 or at least MIN_RESPONDENTS completed forms; an attribute that collapses into one group is Hidden (NotEnoughPeople), one whose values mostly fall below the floor (an employee number) is refused with 400 (TooFine), as is one no respondent has. A question (and its area) with too few answers besides Don't Know for a group, or whose figure would let a combination of shown figures isolate fewer, is Withheld: null figures for a customer admin. A customer admin reads only the snapshot (before it: Gated=true, Overall=null, Segments=[]; unpublished: the same with a message). The super admin reads live and gets every figure, withheld ones marked. See docs/confidentiality.md.
         */
        get: operations["HeatmapController_heatmap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Insights/Enps/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * eNPS of each eNPS question of the inquiry, with its 95% interval
         * @description Promoters answered 9-10, passives 7-8, detractors 0-6; Score = 100 × (promoters − detractors) / N and its 95% interval (Score ± 1.96 × 100 × √((p + d − (p − d)²) / N), clamped to −100…100). Completed forms only; a customer admin reads the snapshot of a published inquiry, as for the importance-performance read, and a question with fewer than MIN_RESPONDENTS answers, or withheld by the confidentiality rule, has Withheld=true and no figures. Questions is empty when the inquiry asks no eNPS question.
         */
        get: operations["EnpsController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Insights/CommentThemes/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Themes of the comments per open question: count, mean sentiment (null: language not scored), examples once released
         * @description Sentiment in [-1, 1] (wink-nlp, English scored; other languages keep their themes with Sentiment null). The super admin reads the analysis of every completed form. A customer admin reads the analysis of the forms of the insight snapshot only (taken when the inquiry closes, over at least MIN_RESPONDENTS forms, replaced only when MIN_RESPONDENTS more are completed); before it the answer is Gated. Examples and the verbatim list only while the super admin has released the comments. ?segment=Attribute:Value: a group the suppression rule of Segments hides is withheld. The analysis is made once per state of the forms (on the first read after a change) and stored. ?view=customer (super admin): what a customer admin sees.
         */
        get: operations["CommentsController_themes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Insights/Comments/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The comments, paged, filtered by question, theme, sentiment, search and group; never with identity or date
         * @description Ordered by question, theme, then a shuffle drawn anew with each analysis (unrelated to ids or times). A customer admin: 403 until released. The super admin reads the analysis of every completed form. A customer admin reads the analysis of the forms of the insight snapshot only (taken when the inquiry closes, over at least MIN_RESPONDENTS forms, replaced only when MIN_RESPONDENTS more are completed); before it the answer is Gated. Examples and the verbatim list only while the super admin has released the comments. ?segment=Attribute:Value: a group the suppression rule of Segments hides is withheld. The analysis is made once per state of the forms (on the first read after a change) and stored.
         */
        get: operations["CommentsController_comments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Insights/CommentsRelease/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Release the inquiry's verbatim comments to its customer admins, or withdraw them (Released: false) */
        put: operations["CommentsController_release"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Insights/Trend/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the results of an inquiry series changed between rounds
         * @description The series: the inquiry and the rounds it continues (re-created from, or created with PreviousInquiryId), oldest first. Per area and per library question (custom questions excluded) one point per round: mean performance and importance (DK excluded), N and 95% intervals; Change between the last two rounds with figures with Welch's t-test at 95%. A customer admin's round is that round's snapshot, and only once published; a round below MIN_RESPONDENTS contributes no figures.
         */
        get: operations["InsightsTrendController_trend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Insights/Benchmark/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This organisation's mean performance against other organisations' (same inquiry type)
         * @description Benchmark = mean of organisation means over each organisation's latest published inquiry of the type (snapshot with at least MIN_RESPONDENTS forms; contributing and not excluded). Shown only when the released pool has at least BENCHMARK_MIN_ORGS organisations (else Needed says how many more); a released pool changes only when at least BENCHMARK_MIN_ORGS members differ, so no answer reveals one organisation.
         */
        get: operations["InsightsBenchmarkController_benchmark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Benchmarks/Pool": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Organisations with published results of an inquiry type: which count, which are excluded or declined, and the released pool (SuperAdmin) */
        get: operations["BenchmarkPoolController_pool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Benchmarks/Pool/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an organisation is excluded from every benchmark pool (SuperAdmin) */
        get: operations["BenchmarkPoolController_exclusion"];
        /** Exclude an organisation from every benchmark pool, or include it again (SuperAdmin); takes effect at the next release */
        put: operations["BenchmarkPoolController_setExclusion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/People/Import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import people from CSV (UTF-8, comma or semicolon) or XLSX (first sheet), all or nothing (CustomerAdmin)
         * @description Columns: Email (required), FirstName, LastName, ManagerEmail, then any attribute columns (Department, Location, Tenure, ...). A person is matched by email (lower case): new ones are Created, ones whose given fields differ Updated, the others Unchanged; people not in the file are kept. An empty attribute cell removes that attribute. Rejected rows (invalid or repeated email, a cell starting with = + - @ unless a number, a formula cell, text that is not UTF-8, a cell over its length or a row over 64 KB) are listed with every reason, and then nothing is written, dryRun or not. A file without an Email column, an empty file or an unreadable one is a 400; another type 415; over 50 MB 413. ManagerEmail names a person of the directory or of the file (empty: none); a row making someone their own manager, naming an unknown manager or closing a cycle is rejected.
         */
        post: operations["PeopleController_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/People": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * People of the caller's organisation, newest first, paged; search on email and names; attribute+value for everyone of a group (CustomerAdmin)
         * @description To invite everyone of a group: GET /api/People?attribute=Department&value=Sales&pageSize=-1, then send their Email values to AddParticipants.
         */
        get: operations["PeopleController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/People/Hierarchy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's reporting hierarchy: people without a manager at the top, each with their reports (CustomerAdmin) */
        get: operations["PeopleController_hierarchy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/People/Attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The attributes of the organisation's directory, each with its values (CustomerAdmin) */
        get: operations["PeopleController_attributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/People/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a person's names, manager and attributes (the email never changes); earlier inquiries keep their respondents' invited attributes and positions (CustomerAdmin) */
        put: operations["PeopleController_update"];
        post?: never;
        /** Remove a person from the directory; respondents invited earlier keep their attributes (CustomerAdmin) */
        delete: operations["PeopleController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/SendReminders/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a reminder to every respondent who has not completed (at most once a day per respondent)
         * @description Skips, and counts in Skipped, whoever was reminded in the last 24 hours (SkippedRemindedRecently) or invited in the last 24 hours (SkippedInvitedRecently: the invitation mail has only just gone out). 409 (title 'Reminder not sent') when the inquiry has expired or its results are published; 404 for another organisation's inquiry.
         */
        post: operations["RemindersController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/{inquiryId}/Respondents/{respondentId}/Remind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a reminder to one respondent who has not completed
         * @description Under the same rules as SendReminders: at most once a day per respondent and not in the first 24 hours after the invitation (409, title 'Reminder not sent', its line saying which; GetRespondents gives NextReminderAt), counted against the daily invitation quota (429). A pending invitee gets a fresh sign-up link (earlier links stop working). 409 for a completed form, an expired inquiry or published results; 404 for another organisation's inquiry or respondent.
         */
        post: operations["RemindersController_remindOne"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Translations/Coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per language: texts of the library, translated and missing; the missing texts of one language, paged */
        get: operations["TranslationsController_coverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Translations/Export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The library translations as an .xlsx: one row per text (Kind, Id, Field), one column per language */
        get: operations["TranslationsController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Translations/Import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks every row of a translation workbook (400, errorMessage lines "Sheet, row, column: reason"), then writes all of it or nothing; dryRun=true only checks */
        post: operations["TranslationsController_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Translations/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One item's translatable texts: English beside fr, de, es (null = missing). Customer admins: their own CustomQuestion only */
        get: operations["TranslationsController_item"];
        /** Writes an item's translations (a language left out stays, null or empty removes it); an unknown Field refuses the whole body */
        put: operations["TranslationsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ApiKeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's API keys, newest first, with their last use (never the secret) */
        get: operations["ApiKeysController_list"];
        put?: never;
        /**
         * Create an API key (customer admin): the answer is the only time the key is shown
         * @description Scopes: results:read, people:write, respondents:write, scim (docs/features/integrations.md lists the calls each covers; scim is for /scim/v2 only). Send the key as `Authorization: Bearer <Key>`. The key acts as the admin who created it, within its organisation, and stops working when that admin is deactivated, when it expires or is revoked. Only the key's hash is stored: a repeat with the same Idempotency-Key answers 409 naming the key created, never the key again.
         */
        post: operations["ApiKeysController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ApiKeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key: its next call answers 401 */
        delete: operations["ApiKeysController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's webhook endpoints, newest first (never the secret) */
        get: operations["WebhooksController_list"];
        put?: never;
        /**
         * Register an endpoint for events: the answer is the only time its signing secret is shown
         * @description Events: form.completed, inquiry.closed, results.published, people.imported. Each delivery is a POST of `{ Id, Event, CreatedAt, Data }` signed in `X-Portal-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`; https:// only, and only global unicast addresses: never loopback, private, link-local, shared, reserved or special-purpose ones, nor an IPv6 form carrying such an IPv4 address (unless WEBHOOK_ALLOW_PRIVATE=true). The secret is stored sealed (AES-256-GCM under SSO_SECRET_KEY): a repeat with the same Idempotency-Key answers 409 naming the endpoint created, never the secret again.
         */
        post: operations["WebhooksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an endpoint and its delivery log */
        delete: operations["WebhooksController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webhooks/{id}/Deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint's deliveries, newest first: Event, Status, Attempts, LastAnswer (≤ 1 KB of the answer), CreatedAt */
        get: operations["WebhooksController_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webhooks/{id}/Test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a webhook.test delivery to this endpoint (sent by the worker within seconds) */
        post: operations["WebhooksController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/discover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the email’s domain signs in with an organisation’s SSO; decided by the domain only */
        get: operations["SsoAuthController_discover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redirects to the organisation’s provider (code flow, PKCE, state, nonce), or back to /auth/login?sso_error= */
        get: operations["SsoAuthController_start"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The redirect URI to register at the provider; hands a one-time code to /auth/sso or a reason to /auth/login */
        get: operations["SsoAuthController_callback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchanges the one-time code for the portal’s token (the same answer as /api/auth/login) */
        post: operations["SsoAuthController_exchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/link/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link step: mails a 6-digit code to the address of the account the SSO identity would be linked to */
        post: operations["SsoAuthController_linkCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link step: the account owner’s password or mailed code links the SSO identity and signs them in (the same answer as /api/auth/login) */
        post: operations["SsoAuthController_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Sso/Settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SsoSettingsController_own"];
        put: operations["SsoSettingsController_updateOwn"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Sso/Settings/Test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reads the stored issuer’s discovery document; answers Ok or why not */
        post: operations["SsoSettingsController_testOwn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Sso/Settings/Domains/{domain}/Verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks the DNS TXT record _portal-challenge.{domain} for the organisation’s token; once found the domain signs in with the organisation */
        post: operations["SsoSettingsController_verifyOwn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Sso/Settings/{customerId}/Domains/{domain}/Verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The DNS check of an organisation’s domain, run by the super admin */
        post: operations["SsoSettingsController_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Sso/Settings/{customerId}/Domains/{domain}/Approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The operator’s approval of an organisation’s domain where it cannot publish a DNS record */
        post: operations["SsoSettingsController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Sso/Settings/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SsoSettingsController_get"];
        put: operations["SsoSettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Sso/Settings/{customerId}/Test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SsoSettingsController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/saml/metadata/{spKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The portal’s SP metadata for one organisation (entity id, ACS URL, NameID format); its URL is also the entity id */
        get: operations["SamlAuthController_metadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/saml/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sends the browser to the organisation’s SAML provider with an AuthnRequest (redirect binding) */
        get: operations["SamlAuthController_start"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/saml/acs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assertion consumer service (HTTP-POST binding): checks the provider’s response and hands a one-time code to /auth/sso */
        post: operations["SamlAuthController_acs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Sso/Saml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SamlSettingsController_own"];
        put: operations["SamlSettingsController_updateOwn"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Sso/Saml/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SamlSettingsController_get"];
        put: operations["SamlSettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/{inquiryId}/SharedActions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * You said, we did: the actions shared with the respondents of the series, newest first
         * @description The shared actions of this inquiry and of the earlier rounds of its series: what was heard (the targeted questions and areas), what is being done, its status and newest progress note; never the owner. Only for a person invited to one of those rounds (403 otherwise); another organisation's inquiry answers 404.
         */
        get: operations["InquiryActionsController_sharedActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/{inquiryId}/Actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inquiry's actions, newest first (a customer user: the ones they own), filtered by the query
         * @description A customer admin manages every action of the organisation; a customer user reads and updates only the actions they own (403 otherwise); the super admin reads. Another organisation's record answers 404.
         */
        get: operations["InquiryActionsController_list"];
        put?: never;
        /**
         * Create an action on the inquiry: title, description, owner, due date, status, targeted questions and areas
         * @description Owner: an active user of the organisation. Targets: library rating questions of the inquiry's type and the areas they fall in. A customer admin manages every action of the organisation; a customer user reads and updates only the actions they own (403 otherwise); the super admin reads. Another organisation's record answers 404.
         */
        post: operations["InquiryActionsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/{inquiryId}/ActionOwners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who an action of the inquiry may be given to
         * @description The active customer admins and users of the inquiry's organisation, by name; ?search keeps those with each of its words in their first name, last name or email. Another organisation's inquiry is a 404.
         */
        get: operations["InquiryActionsController_ownerChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Actions/Mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The actions the caller owns
         * @description Every action of the caller's organisation, on any inquiry, whose owner is the caller; newest first
         */
        get: operations["ActionsController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Actions/{actionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One action with its targets and progress updates
         * @description A customer admin manages every action of the organisation; a customer user reads and updates only the actions they own (403 otherwise); the super admin reads. Another organisation's record answers 404.
         */
        get: operations["ActionsController_get"];
        /**
         * Change an action: the fields sent change (an owner who is not a customer admin: Status only)
         * @description A customer admin manages every action of the organisation; a customer user reads and updates only the actions they own (403 otherwise); the super admin reads. Another organisation's record answers 404.
         */
        put: operations["ActionsController_update"];
        post?: never;
        /**
         * Delete an action with its progress updates
         * @description A customer admin manages every action of the organisation; a customer user reads and updates only the actions they own (403 otherwise); the super admin reads. Another organisation's record answers 404.
         */
        delete: operations["ActionsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Actions/{actionId}/Updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a progress note, optionally setting the status
         * @description A customer admin manages every action of the organisation; a customer user reads and updates only the actions they own (403 otherwise); the super admin reads. Another organisation's record answers 404.
         */
        post: operations["ActionsController_addUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Actions/{actionId}/Shared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Share the action with the respondents of the series, or stop sharing it
         * @description Shared actions are listed by GET /api/Inquiry/{inquiryId}/SharedActions to the respondents of the series.
         */
        put: operations["ActionsController_share"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Insights/ActionEffects/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * For each action of the series' previous round: its targeted items before and after, Welch's test and a verdict
         * @description Before: the previous round (PreviousInquiryId); After: this round. Each question or area: mean performance and importance, N and 95% intervals (the Trend read's points), the change with Welch's two-sided t-test at 95%, and Verdict Improved | NoClearChange | Worse (significant change of mean performance, or none) | NoFigures. An action: Improved when an item improved and none got worse, Worse the other way round, else NoClearChange. A customer admin's rounds are their published snapshots; a round below MIN_RESPONDENTS shows no figures.
         */
        get: operations["ActionEffectsController_effectsOf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Programmes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's programmes, newest first (every organisation's for the operator) */
        get: operations["ProgrammesController_list"];
        put?: never;
        /** Set up a recurring programme: each round is an inquiry of one series, created and invited on its date */
        post: operations["ProgrammesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Programmes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One programme with its next round */
        get: operations["ProgrammesController_get"];
        /** Change a programme; a running one goes on with the new schedule from now */
        put: operations["ProgrammesController_update"];
        post?: never;
        /** Delete a programme and its round records (the rounds’ inquiries stay) */
        delete: operations["ProgrammesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Programmes/{id}/Pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause: no new rounds until resumed (rounds already open stay open) */
        post: operations["ProgrammesController_pause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Programmes/{id}/Resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume with the first round after now (rounds that fell during the pause are skipped) */
        post: operations["ProgrammesController_resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Programmes/{id}/Rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A programme's rounds, newest first: when, its inquiry, how many invited, why one failed */
        get: operations["ProgrammesController_rounds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Results/{inquiryId}/Draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The inquiry's draft results: opened from what is published, else empty (SuperAdmin) */
        get: operations["ResultsStudioController_draft"];
        /** Saves the whole draft; 409 when Version is not the stored one (SuperAdmin) */
        put: operations["ResultsStudioController_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Results/{inquiryId}/Draft/Workbook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The draft as a result workbook (the upload’s sheets), to edit in a spreadsheet (SuperAdmin) */
        get: operations["ResultsStudioController_exportWorkbook"];
        put?: never;
        /** Replaces the draft with a result workbook, checked as an upload is (400 with every problem); publishes nothing (SuperAdmin) */
        post: operations["ResultsStudioController_importWorkbook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Results/{inquiryId}/Publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publishes the draft as a workbook upload would (same checks, rows and notice); 409 with every problem when it cannot (SuperAdmin) */
        post: operations["ResultsStudioController_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Results/{inquiryId}/Unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraws the published results from the customer; the reason is kept in the audit log (SuperAdmin) */
        post: operations["ResultsStudioController_unpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Results/{inquiryId}/Preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer admin’s result reads as they will answer once the draft is published */
        get: operations["ResultsStudioController_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Results/{inquiryId}/Suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Library findings, recommendations and roadmaps ranked from the figures the customer will see, each with its evidence; proposed area colours with their rule */
        get: operations["ResultsStudioController_suggest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/{inquiryId}/ReportShares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who the inquiry's results are shared with (open shares, oldest first)
         * @description The customer admin's own organisation only (another organisation's inquiry answers 404).
         */
        get: operations["ReportSharesController_list"];
        put?: never;
        /**
         * Shares the inquiry's results with a user of the organisation: one manager's subtree (Team) or the whole organisation
         * @description The viewer then reads GET /api/Insights/Team/{inquiryId} (with ?manager= for a Team share of someone else's subtree); every such read is audited. Sharing the same thing again answers the open share. The customer admin's own organisation only (another organisation's inquiry answers 404).
         */
        post: operations["ReportSharesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/{inquiryId}/ReportShares/{shareId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revokes a share: the viewer loses access at once (404 when it is not open)
         * @description The customer admin's own organisation only (another organisation's inquiry answers 404).
         */
        delete: operations["ReportSharesController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReportShares/Mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's open shares of inquiry results, oldest first
         * @description Each names the inquiry, what it opens (a manager’s subtree or the whole organisation) and who shared it; the figures are read with GET /api/Insights/Team/{inquiryId}. Only shares of the caller’s own organisation.
         */
        get: operations["MyReportSharesController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Insights/Team/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A manager's view: the snapshot's figures of their subtree, of each direct report's subtree and of the rest of the team
         * @description The caller's own subtree when people were under them in the hierarchy copied at invitation; else what a customer admin shared with them (a manager's subtree: ?manager= picks one when several are shared; or the whole organisation); else 403. A customer admin reads any manager's subtree with ?manager=<email or person id> (400 when nobody in the inquiry reports to them) and the whole organisation without. A subtree of fewer than MIN_RESPONDENTS completed forms, or one that would let a smaller group be computed from the others, is counted only in its parent's RestOfTeam (RolledUp=true when it is the subtree asked for). Only for a published inquiry, from its snapshot; every read is audited.
         */
        get: operations["TeamInsightsController_team"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/{inquiryId}/OpenLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The inquiry's open link with its response counts (404 when it has none) */
        get: operations["OpenLinksController_get"];
        put?: never;
        /**
         * Open the inquiry to anyone holding a link (no account, no name, one form per browser)
         * @description One open link per inquiry at a time (409 while one is open). The inquiry needs its intake answers and must still take answers. GroupQuestions: attributes of the people directory (at most 3, each at most 60 values) whose value a respondent may declare.
         */
        post: operations["OpenLinksController_create"];
        /** Revoke the open link: its form answers 410 "Closed" at once; the forms answered so far stay */
        delete: operations["OpenLinksController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Inquiry/{inquiryId}/OpenLink/Qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The open link as a QR code (SVG) for a printed poster */
        get: operations["OpenLinksController_qr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OpenLink/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation, the inquiry's description and the group questions, before answering */
        get: operations["OpenLinkAnsweringController_intro"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OpenLink/{token}/Start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * This browser's form: a new one on the first visit (with its key, answered once), else its own again
         * @description A new form counts against the address's OPEN_LINK_STARTS_PER_HOUR (429 past it).
         */
        post: operations["OpenLinkAnsweringController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OpenLink/{token}/Form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This browser's form with its saved answers */
        get: operations["OpenLinkAnsweringController_form"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OpenLink/{token}/Answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save this browser's form as a draft or completed
         * @description The JSON body of AddSurveyAnswers (Status, SurveyAnswerDtos with the form’s CustomerUserId); the same checks and errors. Document answers need an account.
         */
        post: operations["OpenLinkAnsweringController_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Lifecycle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's lifecycle surveys, newest first (every organisation's for the operator) */
        get: operations["LifecycleController_list"];
        put?: never;
        /** Set up an onboarding or exit survey: each person is invited once, into the inquiry of their quarter */
        post: operations["LifecycleController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Lifecycle/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One lifecycle survey */
        get: operations["LifecycleController_get"];
        /** Change a lifecycle survey (people already invited are not invited again) */
        put: operations["LifecycleController_update"];
        post?: never;
        /** Delete a lifecycle survey and its records (the periods’ inquiries stay) */
        delete: operations["LifecycleController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Lifecycle/{id}/Periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A survey's periods, newest first: each quarter's inquiry, people invited and answered, figures released */
        get: operations["LifecycleController_periods"];
        put?: never;
        post?: never;
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
        AuditLogItemDto: {
            Id: number;
            /** @example login.failed */
            Action: string;
            /** @enum {string} */
            Outcome: "succeeded" | "refused";
            /** @description The HTTP status the request was answered with, for refusals */
            Status: number | null;
            /** @description The acting user */
            UserId: number | null;
            /** @description The acting user's email, when known */
            UserEmail: string | null;
            /** @description The organisation */
            CustomerId: number | null;
            Method: string | null;
            /** @description The request path, without its query */
            Route: string | null;
            Target: string | null;
            Detail: string | null;
            /** @description The client address (X-Forwarded-For only from proxies TRUST_PROXY names) */
            Ip: string | null;
            /** @description How many times this event happened between CreatedAt and LastAt */
            Count: number;
            /**
             * Format: date-time
             * @description First occurrence
             */
            CreatedAt: string;
            /**
             * Format: date-time
             * @description Last occurrence
             */
            LastAt: string;
        };
        AuditLogPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["AuditLogItemDto"][];
        };
        LoginDto: {
            /** @example operator@demo.test */
            username: string;
            /** @example Demo#Pass2026 */
            password: string;
        };
        LoginResultDto: {
            /** @description Bearer token (JWT) with the role, user and customer ids */
            token: string;
            /** @description A customer admin who has not completed the company profile yet */
            FirstTimeLogin: boolean;
        };
        LoggedOutDto: {
            /** @description Always true: every token of the caller, this one included, is revoked */
            LoggedOut: boolean;
        };
        ForgotPasswordDto: {
            /** @example admin@northwind.demo.test */
            Email: string;
        };
        PasswordResetRequestDto: {
            /** @description Opaque id of the reset request, the {userId} of PUT /api/auth/resetpassword/{userId} */
            Id: string;
        };
        VerifyResetCodeDto: {
            /** @example admin@northwind.demo.test */
            Email: string;
            /**
             * @description The 6-digit code from the forgot-password mail
             * @example 042917
             */
            Token: string;
        };
        ResetPasswordDto: {
            /** @example admin@northwind.demo.test */
            Email: string;
            /** @example New#Secret2026 */
            Password: string;
            /**
             * @description The 6-digit code from the forgot-password mail
             * @example 042917
             */
            token: string;
        };
        ChangePasswordDto: {
            /** @example Demo#Pass2026 */
            CurrentPassword: string;
            /** @example New#Secret2026 */
            NewPassword: string;
        };
        PasswordChangedDto: {
            /** @description A fresh token: the change revokes every earlier token, this one keeps the caller logged in */
            token: string;
        };
        HealthDto: {
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "up";
        };
        JobErrorDto: {
            /** @example 400 */
            status: number;
            /** @example Validation failed */
            title: string;
            errorMessage: string[];
        };
        JobDto: {
            /**
             * @description The handle of the job: only its starter reads it
             * @example 6f1c…
             */
            Id: string;
            /**
             * @description What the job does
             * @example answers-export
             */
            Kind: string;
            /** @enum {string} */
            Status: "Running" | "Done" | "Failed";
            /**
             * @description From 0 to 1; 1 when done
             * @example 0.42
             */
            Progress: number;
            /** @description When done: the body the same call answers without a job (for example { DocPath, Rows }) */
            Result: Record<string, never> | null;
            /** @description When failed: the error the same call would have answered */
            Error: components["schemas"]["JobErrorDto"] | null;
            CreatedAt: string;
            FinishedAt: string | null;
        };
        /** @enum {string} */
        QuestionType: "Textbox" | "Checkbox" | "Rating" | "Document" | "Enps";
        /** @enum {string} */
        QuestionArea: "Culture" | "People" | "Process" | "Structure" | "Other";
        /** @enum {string} */
        ValidationRegexChoice: "Alphabet only" | "Number(s) only" | "Alphanumeric only" | "Free text";
        /** @enum {string} */
        CustomQuestionStatus: "Approved" | "Reject";
        CustomQuestionDto: {
            Title: string;
            Type: components["schemas"]["QuestionType"];
            Description: string;
            Area: components["schemas"]["QuestionArea"];
            /** @description Textbox only; null otherwise */
            MaxLength: number | null;
            /** @description Textbox only; null otherwise */
            ValidationRegex: components["schemas"]["ValidationRegexChoice"] | null;
            /** @description Rating only; empty otherwise */
            RadioButtonOptions: string[];
            /** @description Checkbox only; empty otherwise */
            CheckBoxOptions: string[];
            CustomQuestionId: number;
            Id: number;
            InquiryId: number;
            InquiryDescription: string;
            /** @description Creator's first and last name */
            CreatedBy: string;
            CreatedByUserId: number;
            /** @description null: waiting for review */
            Status: components["schemas"]["CustomQuestionStatus"] | null;
            /** @description The reviewer's reason of a Reject; null otherwise */
            RejectReason: string | null;
        };
        CustomQuestionPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["CustomQuestionDto"][];
        };
        CreateCustomQuestionDto: {
            Title: string;
            /**
             * @description An area other than Other forces Rating
             * @enum {string}
             */
            Type: "Textbox" | "Rating" | "Checkbox" | "Enps";
            Description: string;
            /** @enum {string} */
            Area: "Culture" | "People" | "Process" | "Structure" | "Other";
            /** @description Textbox only; default 200 (0 = unset), at most 2000 */
            MaxLength?: number;
            /**
             * @description Textbox only; Free text when not sent
             * @enum {string}
             */
            ValidationRegex?: "Alphabet only" | "Number(s) only" | "Alphanumeric only" | "Free text";
            /** @description Ignored: a custom Rating question is asked on the 1-5 scale with DK, whatever options are sent */
            RadioButtonOptions?: string[];
            /** @description Checkbox only: 1-6 distinct non-blank options */
            CheckBoxOptions?: string[];
        };
        ChangeStatusDto: {
            /**
             * @description May differ from Other only for a Rating question
             * @enum {string}
             */
            Area: "Culture" | "People" | "Process" | "Structure" | "Other";
            /** @enum {string} */
            Status: "Approved" | "Reject";
            /** @description Why the question is rejected (Reject only): mailed to its author and shown on the question */
            Reason?: string;
        };
        UpdateCustomQuestionDto: {
            Title: string;
            /**
             * @description An area other than Other forces Rating
             * @enum {string}
             */
            Type: "Textbox" | "Rating" | "Checkbox" | "Enps";
            Description: string;
            /** @enum {string} */
            Area: "Culture" | "People" | "Process" | "Structure" | "Other";
            /** @description Textbox only; default 200 (0 = unset), at most 2000 */
            MaxLength?: number;
            /**
             * @description Textbox only; Free text when not sent
             * @enum {string}
             */
            ValidationRegex?: "Alphabet only" | "Number(s) only" | "Alphanumeric only" | "Free text";
            /** @description Ignored: a custom Rating question is asked on the 1-5 scale with DK, whatever options are sent */
            RadioButtonOptions?: string[];
            /** @description Checkbox only: 1-6 distinct non-blank options */
            CheckBoxOptions?: string[];
        };
        CustomQuestionIdDto: {
            Id: number;
            CustomQuestionId: number;
        };
        /** @enum {string} */
        IntakeQuestionType: "Textbox" | "Checkbox";
        IntakeQuestionDto: {
            Id: number;
            InquiryTypeId: number;
            Title: string;
            Type: components["schemas"]["IntakeQuestionType"];
            Description: string;
            /** @description Textbox only; null otherwise */
            MaxLength: number | null;
        };
        IntakeQuestionPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["IntakeQuestionDto"][];
        };
        CreateIntakeQuestionDto: {
            Title: string;
            /** @enum {string} */
            Type: "Textbox" | "Checkbox";
            Description: string;
            /** @description Textbox only: a number, default 200 (0 = unset); dropped for Checkbox */
            MaxLength?: number;
        };
        UpdateIntakeQuestionDto: {
            Title: string;
            /** @enum {string} */
            Type: "Textbox" | "Checkbox";
            Description: string;
            /** @description Textbox only: a number, default 200 (0 = unset); dropped for Checkbox */
            MaxLength?: number;
        };
        IdResultDto: {
            Id: number;
        };
        DiagnosticQuestionListItemDto: {
            Id: number;
            Title: string;
            Type: components["schemas"]["QuestionType"];
            /** @description Textbox only; null otherwise */
            MaxLength: number | null;
            Area: components["schemas"]["QuestionArea"];
        };
        DiagnosticQuestionPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["DiagnosticQuestionListItemDto"][];
        };
        DiagnosticQuestionDto: {
            Title: string;
            Type: components["schemas"]["QuestionType"];
            Description: string;
            Area: components["schemas"]["QuestionArea"];
            /** @description Textbox only; null otherwise */
            MaxLength: number | null;
            /** @description Textbox only; null otherwise */
            ValidationRegex: components["schemas"]["ValidationRegexChoice"] | null;
            /** @description Rating only; empty otherwise */
            RadioButtonOptions: string[];
            /** @description Checkbox only; empty otherwise */
            CheckBoxOptions: string[];
            Id: number;
            PathwayId: number;
            InquiryTypeId: number | null;
        };
        CreateDiagnosticQuestionDto: {
            Title: string;
            /**
             * @description An area other than Other forces Rating
             * @enum {string}
             */
            Type: "Textbox" | "Checkbox" | "Rating" | "Document" | "Enps";
            Description: string;
            /** @enum {string} */
            Area: "Culture" | "People" | "Process" | "Structure" | "Other";
            /** @description Textbox only; default 200 (0 = unset) */
            MaxLength?: number;
            /**
             * @description Textbox only, required there
             * @enum {string}
             */
            ValidationRegex?: "Alphabet only" | "Number(s) only" | "Alphanumeric only" | "Free text";
            /** @description Rating only: 1-6 distinct digit options */
            RadioButtonOptions?: string[];
            /** @description Checkbox only: 1-6 distinct non-blank options */
            CheckBoxOptions?: string[];
        };
        UpdateDiagnosticQuestionDto: {
            Title: string;
            /**
             * @description An area other than Other forces Rating
             * @enum {string}
             */
            Type: "Textbox" | "Checkbox" | "Rating" | "Document" | "Enps";
            Description: string;
            /** @enum {string} */
            Area: "Culture" | "People" | "Process" | "Structure" | "Other";
            /** @description Textbox only; default 200 (0 = unset) */
            MaxLength?: number;
            /**
             * @description Textbox only, required there
             * @enum {string}
             */
            ValidationRegex?: "Alphabet only" | "Number(s) only" | "Alphanumeric only" | "Free text";
            /** @description Rating only: 1-6 distinct digit options */
            RadioButtonOptions?: string[];
            /** @description Checkbox only: 1-6 distinct non-blank options */
            CheckBoxOptions?: string[];
        };
        PathwayListItemDto: {
            Id: number;
            InquiryTypeId: number;
            InquiryTypeName: string;
            Name: string;
        };
        PathwayPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["PathwayListItemDto"][];
        };
        PathwayDto: {
            Id: number;
            InquiryTypeId: number;
            InquiryTypeName: string;
            Name: string;
            InquiryTypeIds: number[];
            InquiryTypeNames: string[];
        };
        CreatePathwayDto: {
            /** @description The inquiry type; when sent it must be the one in the path */
            InquiryTypeId?: number;
            /** @example Leadership and Culture */
            Name: string;
        };
        UpdatePathwayDto: {
            /** @description The inquiry type; when sent it must be the one in the path */
            InquiryTypeId?: number;
            /** @example Leadership and Culture */
            Name: string;
        };
        InquiryTypeDto: {
            Id: number;
            InqType: string;
            Description: string;
            IsActive: boolean;
        };
        InquiryTypePageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["InquiryTypeDto"][];
        };
        CreateInquiryTypeDto: {
            /** @example Organisational Health Check */
            InqType: string;
            /** @example A broad review of the organisation */
            Description?: string | null;
            /** @default true */
            IsActive: boolean;
        };
        UpdateInquiryTypeDto: {
            /** @example Organisational Health Check */
            InqType: string;
            /** @example A broad review of the organisation */
            Description?: string | null;
            /** @default true */
            IsActive: boolean;
        };
        CustomerListItemDto: {
            CustomerId: number;
            CustomerName: string;
            Industry: string;
            Website: string;
            IsActive: boolean;
        };
        CustomerPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["CustomerListItemDto"][];
        };
        CustomerDto: {
            CustomerId: number;
            CustomerName: string;
            Industry: string;
            Website: string;
            IsActive: boolean;
            Address: string;
            State: string;
            City: string;
            Country: string;
            YearsInBusiness: string | null;
            Duration: string | null;
            ProfitOrNon: string | null;
            OwnershipStructure: string | null;
            AnnualRevenue: string | null;
            AverageFTE: string | null;
            NumberOfLocations: string | null;
            HeadquarterAddress: string | null;
            /** @description The customer's own daily invitation limit; null = INVITATIONS_PER_DAY */
            InvitationsPerDay: number | null;
            /**
             * @description Default language of invitation mails to addresses without an account; null = English
             * @enum {string|null}
             */
            Language: "en" | "fr" | "de" | "es" | null;
        };
        UpdateCustomerDto: {
            /**
             * @description Required when present; a valid URL
             * @example https://northwind.example
             */
            Website?: string;
            /**
             * @description Street address; may be blank (null counts as blank)
             * @example 12 Harbour Street
             */
            Address?: string;
            /**
             * @description May be blank (null counts as blank)
             * @example Greater London
             */
            State?: string;
            /**
             * @description Required when present
             * @example London
             */
            City?: string;
            /**
             * @description false deactivates the customer: none of its users can log in or use a token
             * @example true
             */
            IsActive?: boolean;
            /**
             * @description Invitation, notice and reminder mails this customer may queue per UTC day; null or empty = the platform's INVITATIONS_PER_DAY
             * @example 2000
             */
            InvitationsPerDay?: number | null;
            /**
             * @description The organisation's default language for invitation mails to addresses without an account; null = English; absent = unchanged
             * @enum {string|null}
             */
            Language?: "en" | "fr" | "de" | "es" | null;
        };
        CustomerUserItemDto: {
            Id: number;
            FirstName: string;
            LastName: string;
            Email: string;
            Designation: string;
            IsAdmin: boolean;
            Active: boolean;
            IsVerified: boolean;
        };
        CustomerUserPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["CustomerUserItemDto"][];
        };
        CustomerUserDto: {
            Id: number;
            FirstName: string;
            LastName: string;
            Email: string;
            Designation: string;
            IsAdmin: boolean;
            Active: boolean;
            IsVerified: boolean;
            CustomerId: number;
        };
        UpdateCustomerUserDto: {
            /** @example Alice */
            FirstName: string;
            /** @example Morgan */
            LastName: string;
            /**
             * @description Job title; optional, may be blank (null counts as blank)
             * @example Team lead
             */
            Designation?: string | null;
            /**
             * @description false deactivates the user and revokes their tokens
             * @example true
             */
            Active?: boolean;
            /** @example true */
            IsVerified?: boolean;
        };
        /** @enum {string} */
        ResultArea: "Culture" | "People" | "Process" | "Structure";
        FindingDto: {
            FindingId: number;
            FindingDetail: string;
            Area: components["schemas"]["ResultArea"];
            InquiryTypeId: number;
            InquiryTypeName: string;
        };
        FindingPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["FindingDto"][];
        };
        CreateFindingDto: {
            /**
             * @description An existing inquiry type
             * @example 1
             */
            InquiryTypeId: number;
            /**
             * @example Culture
             * @enum {string}
             */
            Area: "Culture" | "People" | "Process" | "Structure";
            /** @example Decision rights are unclear between head office and branches. */
            FindingDetail: string;
        };
        UpdateFindingDto: {
            /**
             * @description An existing inquiry type
             * @example 1
             */
            InquiryTypeId: number;
            /**
             * @example Culture
             * @enum {string}
             */
            Area: "Culture" | "People" | "Process" | "Structure";
            /** @example Decision rights are unclear between head office and branches. */
            FindingDetail: string;
        };
        RecommendationDto: {
            RecommendationId: number;
            RecommendationDetail: string;
            InquiryTypeId: number;
            InquiryTypeName: string;
        };
        RecommendationPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["RecommendationDto"][];
        };
        CreateRecommendationDto: {
            /**
             * @description An existing inquiry type
             * @example 1
             */
            InquiryTypeId: number;
            /** @example Introduce a quarterly leadership town hall with open questions. */
            RecommendationDetail: string;
        };
        UpdateRecommendationDto: {
            /**
             * @description An existing inquiry type
             * @example 1
             */
            InquiryTypeId: number;
            /** @example Introduce a quarterly leadership town hall with open questions. */
            RecommendationDetail: string;
        };
        RoadmapDto: {
            Step1_RoadmapTitle: string;
            Step1_BriefDescription: string;
            Step1_RoadmapDetail: string;
            Step2_RoadmapTitle: string;
            Step2_BriefDescription: string;
            Step2_RoadmapDetail: string;
            Step3_RoadmapTitle: string;
            Step3_BriefDescription: string;
            Step3_RoadmapDetail: string;
            RoadmapId: number;
            InquiryTypeId: number;
            InquiryTypeName: string;
        };
        RoadmapPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["RoadmapDto"][];
        };
        CreateRoadmapDto: {
            /**
             * @description An existing inquiry type
             * @example 1
             */
            InquiryTypeId: number;
            /** @example Stabilise */
            Step1_RoadmapTitle: string;
            /** @example What this step achieves, in one line. */
            Step1_BriefDescription: string;
            /**
             * @description Shown split by line breaks
             * @example First action
             *     Second action
             */
            Step1_RoadmapDetail: string;
            /** @example Strengthen */
            Step2_RoadmapTitle: string;
            /** @example What this step achieves, in one line. */
            Step2_BriefDescription: string;
            /**
             * @description Shown split by line breaks
             * @example First action
             *     Second action
             */
            Step2_RoadmapDetail: string;
            /** @example Sustain */
            Step3_RoadmapTitle: string;
            /** @example What this step achieves, in one line. */
            Step3_BriefDescription: string;
            /**
             * @description Shown split by line breaks
             * @example First action
             *     Second action
             */
            Step3_RoadmapDetail: string;
        };
        UpdateRoadmapDto: {
            /**
             * @description An existing inquiry type
             * @example 1
             */
            InquiryTypeId: number;
            /** @example Stabilise */
            Step1_RoadmapTitle: string;
            /** @example What this step achieves, in one line. */
            Step1_BriefDescription: string;
            /**
             * @description Shown split by line breaks
             * @example First action
             *     Second action
             */
            Step1_RoadmapDetail: string;
            /** @example Strengthen */
            Step2_RoadmapTitle: string;
            /** @example What this step achieves, in one line. */
            Step2_BriefDescription: string;
            /**
             * @description Shown split by line breaks
             * @example First action
             *     Second action
             */
            Step2_RoadmapDetail: string;
            /** @example Sustain */
            Step3_RoadmapTitle: string;
            /** @example What this step achieves, in one line. */
            Step3_BriefDescription: string;
            /**
             * @description Shown split by line breaks
             * @example First action
             *     Second action
             */
            Step3_RoadmapDetail: string;
        };
        CreateInquiryDto: {
            /** @example Culture baseline, second round */
            Description: string;
            /** @example 1 */
            InquiryTypeId: number;
            /**
             * @description An earlier inquiry of the same organisation and inquiry type that this one follows: the new inquiry continues its series (Insights/Trend).
             * @example 12
             */
            PreviousInquiryId?: number;
        };
        /** @enum {string} */
        InquiryStatus: "Draft" | "Open" | "Closed" | "Published";
        InquiryDto: {
            Id: number;
            InquiryTypeId: number;
            InquiryTypeName: string;
            Description: string;
            NoOfParticipants: number | null;
            /** @description Respondents added */
            Participants: number;
            /** @description Respondents whose form is completed */
            CompletedForms: number;
            /** @description Help documents */
            Documents: number;
            /** @description Uploaded advance insights */
            AdvanceInsights: number;
            /** @description 10 created, 20 intake answered, 30 + 60 × completed ÷ respondents, 100 results published */
            Progress: number;
            IsActive: boolean;
            RespondentsAdded: boolean;
            Status: components["schemas"]["InquiryStatus"];
            IsExpired: boolean;
            /** @description Creator's first and last name */
            CreatedBy: string;
            /** Format: date-time */
            CreatedDate: string;
            /** Format: date-time */
            ExpiryDate: string | null;
            /** @description Super admin only */
            CustomerId?: number;
            /** @description Super admin only */
            CustomerName?: string;
        };
        RecreateInquiryDto: {
            /** @example Culture baseline, second round */
            Description: string;
        };
        InquiryPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["InquiryDto"][];
        };
        IntakeAnswerDto: {
            Id: number;
            /** @description The intake question */
            IntakeId: number;
            Question: string;
            QuestionType: components["schemas"]["IntakeQuestionType"];
            /** @description Checkbox: yes or no */
            Answer: string;
        };
        IntakeAnswerPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["IntakeAnswerDto"][];
        };
        IntakeAnswerItemDto: {
            IntakeId: number;
            /** @description Text, or "yes"/"no" for a Checkbox question */
            Answer: string;
        };
        AddIntakeAnswersDto: {
            IntakeAnswersDtos: components["schemas"]["IntakeAnswerItemDto"][];
        };
        IntakeAnswersResultDto: {
            Id: number;
            InquiryId: number;
            IntakeAnswers: components["schemas"]["IntakeAnswerDto"][];
        };
        AddParticipantsDto: {
            /**
             * @example [
             *       "ann@example.com"
             *     ]
             */
            Participants: string[];
            /** @description How many people the inquiry should reach; not zero */
            NoOfParticipants?: number;
            /**
             * @description Not before tomorrow; 28 days ahead when absent
             * @example 2026-12-31
             */
            ExpiryDate?: string;
            IsCustomerAdminRespondent?: boolean;
            /**
             * @description The language of the invitation mails of this request to addresses without an account (and of their reminders and new accounts); absent = the organisation's default, else English. People with an account get their own language
             * @enum {string}
             */
            Language?: "en" | "fr" | "de" | "es";
        };
        /** @enum {string} */
        FormState: "pending" | "saveasdraft" | "completed" | "expired";
        RespondentDto: {
            /** @description The respondent's user id; null while the invitation is pending */
            Id: number | null;
            RespondentId: number;
            FirstName: string;
            LastName: string;
            Email: string;
            status: components["schemas"]["FormState"];
            /**
             * Format: date-time
             * @description When the person was added to the inquiry (invited)
             */
            InvitedAt: string;
            /**
             * Format: date-time
             * @description The last reminder; null if none
             */
            LastRemindedAt: string | null;
            /**
             * Format: date-time
             * @description While a reminder is not allowed yet (invited or reminded in the last 24 hours), the time from which it is; null when one may be sent now or the form is completed
             */
            NextReminderAt: string | null;
            /** @description Came through an open link: no account or name, one form per browser, its groups self-declared (docs/features/open-links.md) */
            Unverified: boolean;
        };
        RespondentPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["RespondentDto"][];
        };
        StaffFormDto: {
            InquiryId: number;
            InquiryTypeId: number;
            InquiryTypeName: string;
            Description: string;
            /** Format: date-time */
            ExpiryDate: string | null;
            IsExpired: boolean;
            Status: components["schemas"]["FormState"];
            CustomerUserId: number;
        };
        StaffFormPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["StaffFormDto"][];
        };
        RespondentActionResultDto: {
            InquiryId: number;
            RespondentId: number;
            Message: string;
        };
        UserDocumentDto: {
            Id: number;
            DocumentName: string;
            /** Format: date-time */
            UploadDate: string;
            /** @description Short-lived signed download link */
            path: string;
        };
        UserDocumentPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["UserDocumentDto"][];
        };
        InquiryDocumentItem: {
            Id: number;
            DocumentName: string;
            /** @description Short-lived signed download link */
            path: string;
        };
        SurveyFormQuestionDto: {
            /** @description Diagnostic question id, or the custom question id when IsCustomQuestion */
            Id: number;
            Title: string;
            Description: string;
            Area: components["schemas"]["QuestionArea"];
            Type: components["schemas"]["QuestionType"];
            MaxLength: number | null;
            ValidationRegex: components["schemas"]["ValidationRegexChoice"] | null;
            RadioButtonOptions: string[];
            /** @description The options as answers store them (English): send these in CheckBoxOptions of a save */
            CheckBoxOptions: string[];
            /** @description The same options in the reader's language, in the same order, to show */
            CheckBoxOptionLabels: string[];
            IsCustomQuestion: boolean;
            InquiryId: number;
            CustomerUserId: number;
            /** @description Rating: performance 1-5 or 0 (DK); Textbox: the text; null when unanswered or another type */
            Answer: (string | number) | null;
            /** @description Rating in the four areas: importance 1-5 or 0 (DK) */
            ValueImportanceAnswer: number | null;
            /** @description Document: the uploaded file name */
            DocumentName: string | null;
            /** @description Document: short-lived signed download link */
            DownloadLink: string | null;
            /** @description Checkbox: the selected option texts */
            CheckBoxOptionsAnswer: string[];
        };
        SurveyFormDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["SurveyFormQuestionDto"][];
            Status: components["schemas"]["FormState"];
            /** Format: date-time */
            ExpiryDate: string | null;
            IsExpired: boolean;
            /** @description True once the inquiry takes no more answers: expired, or its results are published (a save answers 409) */
            IsClosed: boolean;
            /** @description MIN_RESPONDENTS: the smallest group whose results the respondent's organisation sees (the start screen tells the respondent) */
            MinRespondents: number;
        };
        DocumentValidateDto: {
            /** @example org-chart.pdf */
            DocumentName: string;
            InquiryId: number;
            DiagnosticId: number;
        };
        SurveyDocumentValidateResultDto: {
            DocumentName: string;
            InquiryId: number;
            DiagnosticId: number;
            Valid: boolean;
        };
        /** @enum {string} */
        QuestionTypeLowercase: "textbox" | "checkbox" | "rating" | "document" | "enps";
        SurveyAnswerViewDto: {
            Id: number;
            Question: string;
            /** @description Checkbox options, else the rating options */
            Options: string[];
            QuestionType: components["schemas"]["QuestionTypeLowercase"];
            /** @description Checkbox: the selected options; Rating: performance 1-5 or 0 (DK); Textbox: the text */
            Answer: (string | number | string[]) | null;
            ValueImportanceAnswer: number | null;
            MaxLength: number | null;
            ValidationRegex: components["schemas"]["ValidationRegexChoice"] | null;
            CheckBoxOptions: string[];
            DocumentName: string | null;
            DownloadLink: string | null;
            IsCustomQuestion: boolean;
        };
        SurveyAnswersViewDto: {
            StructureArray: components["schemas"]["SurveyAnswerViewDto"][];
            PeopleArray: components["schemas"]["SurveyAnswerViewDto"][];
            ProcessArray: components["schemas"]["SurveyAnswerViewDto"][];
            CultureArray: components["schemas"]["SurveyAnswerViewDto"][];
            OthersArray: components["schemas"]["SurveyAnswerViewDto"][];
            Status: components["schemas"]["FormState"];
        };
        OpenEndedAnswerDto: {
            Id: number;
            Question: string;
            /** @description Empty when unanswered */
            Answer: string;
        };
        OpenEndedAnswerPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["OpenEndedAnswerDto"][];
        };
        FormPreviewQuestionDto: {
            /** @description Diagnostic question id, or the custom question id when IsCustomQuestion */
            Id: number;
            Title: string;
            Description: string;
            Area: components["schemas"]["QuestionArea"];
            Type: components["schemas"]["QuestionType"];
            MaxLength: number | null;
            ValidationRegex: components["schemas"]["ValidationRegexChoice"] | null;
            RadioButtonOptions: string[];
            /** @description The options as answers store them (English): send these in CheckBoxOptions of a save */
            CheckBoxOptions: string[];
            /** @description The same options in the reader's language, in the same order, to show */
            CheckBoxOptionLabels: string[];
            IsCustomQuestion: boolean;
            InquiryId: number;
            CustomerUserId: number;
            /** @description Rating: performance 1-5 or 0 (DK); Textbox: the text; null when unanswered or another type */
            Answer: (string | number) | null;
            /** @description Rating in the four areas: importance 1-5 or 0 (DK) */
            ValueImportanceAnswer: number | null;
            /** @description Document: the uploaded file name */
            DocumentName: string | null;
            /** @description Document: short-lived signed download link */
            DownloadLink: string | null;
            /** @description Checkbox: the selected option texts */
            CheckBoxOptionsAnswer: string[];
            /** @description A custom question the operator has not reviewed yet: shown where the form will ask it once approved, but respondents are not asked it until then. False for every other question (a rejected one is not in the preview) */
            AwaitingApproval: boolean;
        };
        FormPreviewDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            Status: components["schemas"]["FormState"];
            /** Format: date-time */
            ExpiryDate: string | null;
            IsExpired: boolean;
            /** @description True once the inquiry takes no more answers: expired, or its results are published (a save answers 409) */
            IsClosed: boolean;
            /** @description MIN_RESPONDENTS: the smallest group whose results the respondent's organisation sees (the start screen tells the respondent) */
            MinRespondents: number;
            data: components["schemas"]["FormPreviewQuestionDto"][];
        };
        CustomerLookupDto: {
            CustomerId: number;
            CustomerName: string;
            Industry: string;
            Address: string;
            Country: string;
            State: string;
            City: string;
            Website: string;
        };
        CustomerAdminSignupDto: {
            /** @description Joining an existing organisation (staff sign-up, invited emails only) */
            CustomerId?: number;
            /** @example Fabrikam Inc. */
            CustomerName: string;
            /** @example Manufacturing */
            Industry: string;
            /** @example 1 Harbour Street */
            Address?: string;
            /** @example United Kingdom */
            Country: string;
            /** @example England */
            State: string;
            /** @example Bristol */
            City: string;
            /** @example https://fabrikam.example */
            Website: string;
            /** @description Ignored: decided by the server */
            isAdmin?: boolean;
            /** @example Jane */
            FirstName: string;
            /** @example Doe */
            LastName: string;
            /** @example jane.doe@fabrikam.example */
            Email: string;
            /** @example Head of Strategy */
            Designation?: string;
            /** @description Staff sign-up: the secret of the invitation link (its ?key= parameter); required with CustomerId */
            InvitationKey?: string;
            /** @example Strong#Pass2026 */
            Password: string;
            /** @example Strong#Pass2026 */
            ConfirmPassword: string;
        };
        /** @enum {string} */
        Role: "SuperAdmin" | "CustomerAdmin" | "CustomerUser";
        SignupResultDto: {
            CustomerId: number;
            CustomerName: string;
            Industry: string;
            Address: string;
            Country: string;
            State: string;
            City: string;
            Website: string;
            Id: number;
            FirstName: string;
            LastName: string;
            Email: string;
            Designation: string;
            Role: components["schemas"]["Role"];
            IsAdmin: boolean;
            Active: boolean;
            /** @description Staff sign-up only: a session token for the new account, so the invited person goes straight to the form */
            Token?: string;
            /** @description Staff sign-up only: the inquiry the invitation was for (the newest one still open) */
            InquiryId?: number;
            /** @description Staff sign-up only: the inquiry type of InquiryId */
            InquiryTypeId?: number;
        };
        ConfirmSignupDto: {
            /**
             * @description The token parameter of the mailed link /auth/signup/confirm?token=…
             * @example q5c3Xq0m2H9mJb7dO0k9C1Xb3Hqv9Q2mZr6YpWc4K8s
             */
            Token: string;
        };
        ConfirmSignupResultDto: {
            CustomerId: number;
            Email: string;
        };
        CustomerProfileCompleteDto: {
            /**
             * @description A number (digits)
             * @example 12
             */
            YearsInBusiness: string;
            /**
             * @example years
             * @enum {string}
             */
            duration: "years" | "months" | "days";
            /** @example Profit */
            ProfitOrNOn: string;
            /** @example Private */
            OwnerShipStructure: string;
            /**
             * @description A number (digits)
             * @example 2500000
             */
            AnnualRevenue: string;
            /**
             * @description A number (digits)
             * @example 42
             */
            AverageFTE: string;
            /**
             * @description A number (digits)
             * @example 3
             */
            NumberOfLocations: string;
            /** @example 1 Harbour Street, Bristol */
            HeadquarterAddress: string;
            /**
             * @description Ignored: the organisation stays active
             * @example true
             */
            IsActive?: boolean;
            /**
             * @description The organisation's default language for invitation mails to addresses without an account; absent or null = English
             * @enum {string|null}
             */
            Language?: "en" | "fr" | "de" | "es" | null;
        };
        EmailVerificationStatusDto: {
            Email: string;
            IsVerified: boolean;
            Message: string;
        };
        VerifyEmailDto: {
            /** @example 123456 */
            Code: string;
        };
        OpenInvitationDto: {
            /**
             * @description The organisation named in the link
             * @example Northwind Traders
             */
            Organisation: string;
            /** @example invitee@northwind.example */
            Email: string;
            /** @description The secret of the link (its ?key= parameter) */
            Key: string;
        };
        /** @enum {string} */
        InvitationOutcome: "start" | "continue" | "login";
        InvitationOpenedDto: {
            /** @description start: an account was made for the invitee (no password), who confirms their name and starts; continue: the invitee started before and goes on; login: the address has an account with a password, whose owner signs in and is then sent to the form */
            Outcome: components["schemas"]["InvitationOutcome"];
            /** @description start and continue: a session that reaches only this person’s surveys and profile (403 elsewhere); it ends with the usual lifetime */
            Token?: string;
            Email: string;
            Organisation: string;
            /** @description The account’s first name, or the directory’s when the account is new (may be empty) */
            FirstName: string;
            LastName: string;
            /** @description The form to open: the newest invited inquiry not completed and still open */
            InquiryId: number;
            InquiryTypeId: number;
            /** @description The account the form belongs to */
            CustomerUserId: number;
        };
        SetInvitationPasswordDto: {
            /** @example Strong#Pass2026 */
            Password: string;
            /** @example Strong#Pass2026 */
            ConfirmPassword: string;
        };
        InvitationPasswordSetDto: {
            /** @description A full session for the account; the link’s session is revoked */
            token: string;
        };
        WorkbookSummaryDto: {
            Findings: number;
            Recommendations: number;
            /** @description null: no Inputs sheet, inputs are computed from answers */
            Inputs: number | null;
            AdvanceInsights: number;
            RoadmapSteps: number;
            /** @description null: no AreaColors sheet, colours are derived */
            AreaColors: number | null;
        };
        DocumentValidateResultDto: {
            IsValid: boolean;
            Message: string;
            Summary: components["schemas"]["WorkbookSummaryDto"];
        };
        UploadResultDto: {
            IsValid: boolean;
            Message: string;
            Summary: components["schemas"]["WorkbookSummaryDto"];
            InquiryId: number;
            Progress: number;
            /** Format: date-time */
            ResultsUploadedAt: string;
            /** @description Id of the stored workbook */
            DocumentId: number;
        };
        FindingItem: {
            FindingsDesc: string;
        };
        FindingsResultDto: {
            CultureArray: components["schemas"]["FindingItem"][];
            PeopleArray: components["schemas"]["FindingItem"][];
            ProcessArray: components["schemas"]["FindingItem"][];
            StructureArray: components["schemas"]["FindingItem"][];
        };
        AdvanceInsightItem: {
            AdvanceInsights: string;
        };
        AdvanceInsightsResultDto: {
            CultureArray: components["schemas"]["AdvanceInsightItem"][];
            PeopleArray: components["schemas"]["AdvanceInsightItem"][];
            ProcessArray: components["schemas"]["AdvanceInsightItem"][];
            StructureArray: components["schemas"]["AdvanceInsightItem"][];
        };
        InputItem: {
            Questiondescription: string;
            /** @description Mean attribute performance, DK excluded, two decimals; null when every answer was DK */
            AverageRating: number | null;
            /** @description Mean importance, DK excluded, two decimals; null when every answer was DK */
            AverageValue: number | null;
            /** @description AverageValue − AverageRating (InputResultForPortalAdmin only); null unless both means exist */
            AverageDifference?: number | null;
            /** @description Only when true (a customer admin's read): fewer than MIN_RESPONDENTS answers other than Don't Know, so the means are null */
            Withheld?: boolean;
        };
        InputResultDto: {
            CultureArray: components["schemas"]["InputItem"][];
            PeopleArray: components["schemas"]["InputItem"][];
            ProcessArray: components["schemas"]["InputItem"][];
            StructureArray: components["schemas"]["InputItem"][];
            /** @description Only when withheld: true */
            Gated?: boolean;
            /** @description Only when withheld: the floor MIN_RESPONDENTS */
            MinRespondents?: number;
            /** @description Only when withheld: completed forms so far */
            CompletedForms?: number;
            /** @description Only when withheld: completed forms still needed */
            Needed?: number;
            /** @description Only when withheld: a readable line */
            Message?: string | null;
            /**
             * Format: date-time
             * @description Customer admin, computed inputs: when the snapshot they come from was taken (null while withheld)
             */
            SnapshotTakenAt?: string | null;
            /** @description Customer admin, computed inputs: completed forms the snapshot holds (null while withheld) */
            SnapshotForms?: number | null;
        };
        RecommendationItem: {
            RecommendationDetails: string;
            LevelOfFocus: number;
        };
        RecommendationResultDto: {
            data: components["schemas"]["RecommendationItem"][];
        };
        RoadmapItem: {
            Step1_RoadmapTitle: string;
            Step1_BriefDescription: string;
            Step1_RoadmapDetail: string;
            Step2_RoadmapTitle: string;
            Step2_BriefDescription: string;
            Step2_RoadmapDetail: string;
            Step3_RoadmapTitle: string;
            Step3_BriefDescription: string;
            Step3_RoadmapDetail: string;
        };
        RoadmapResultDto: {
            /** @description One item once results are uploaded, else empty */
            data: components["schemas"]["RoadmapItem"][];
        };
        /** @enum {string} */
        AreaColor: "green" | "blue" | "yellow" | "red";
        AreaColorItem: {
            Area: components["schemas"]["ResultArea"];
            Color: components["schemas"]["AreaColor"];
        };
        InquiryDocumentPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["InquiryDocumentItem"][];
        };
        ExportDataResultDto: {
            /** @description Short-lived signed link of the stored PDF report (/api/files/{id}?expires&sig) */
            DocPath: string;
        };
        ExportAnswersResultDto: {
            /** @description Short-lived signed link of the stored PDF report (/api/files/{id}?expires&sig) */
            DocPath: string;
            /** @description Number of answer rows in the workbook (one row per answer) */
            Rows: number;
        };
        ProfileDto: {
            Id: number;
            CustomerName: string;
            FirstName: string;
            LastName: string;
            Email: string;
            Designation: string;
            IsAdmin: boolean;
            Active: boolean;
            /**
             * @description The chosen interface and content language; null = the browser's (Accept-Language), else English
             * @enum {string|null}
             */
            Language: "en" | "fr" | "de" | "es" | null;
            /** @description Whether the organisation's published results count toward other organisations' benchmarks (its admin may change it) */
            ContributesToBenchmarks: boolean;
        };
        UpdateProfileDto: {
            /** @example Jane */
            FirstName: string;
            /** @example Doe */
            LastName: string;
            /** @example Head of Strategy */
            Designation?: string;
            /** @enum {string|null} */
            Language?: "en" | "fr" | "de" | "es" | null;
            /** @description Whether the organisation's published results count toward benchmarks; only a customer admin may send it */
            ContributesToBenchmarks?: boolean;
        };
        IpaSettings: {
            /**
             * @description IPA_CROSSHAIR: mean = grand means of the item means; midpoint = 3
             * @enum {string}
             */
            CrosshairConvention: "mean" | "midpoint";
            /** @example 1 */
            ScaleMin: number;
            /** @example 5 */
            ScaleMax: number;
            /**
             * @description Scale midpoint, always drawn as a reference line
             * @example 3
             */
            Midpoint: number;
            /**
             * @description DK_FLAG_THRESHOLD: a DK share above it is flagged
             * @example 0.3
             */
            DkFlagThreshold: number;
        };
        IpaPoint: {
            /** @description Mean performance (x axis), two decimals */
            Performance: number;
            /** @description Mean importance (y axis), two decimals */
            Importance: number;
        };
        IpaRankedItem: {
            /** @description 1 = largest gap */
            Rank: number;
            Key: string;
            Id: number;
            IsCustomQuestion: boolean;
            Title: string;
            Area: components["schemas"]["ResultArea"];
            Gap: number | null;
            MeanPerformance: number | null;
            MeanImportance: number | null;
        };
        IpaGroup: {
            /** @description The inquiry-wide crosshair in use (by IPA_CROSSHAIR), the same for an area; null when no item is plotted or when the inquiry's figures are withheld */
            Crosshair: components["schemas"]["IpaPoint"] | null;
            /** @description Overall: the grand means of the item means (each item once). An area: the area's figure, the mean of its library questions' means (docs/features/figures.md) */
            MeanCrosshair: components["schemas"]["IpaPoint"] | null;
            /** @description Scale midpoint 3/3, the reference line */
            Midpoint: components["schemas"]["IpaPoint"];
            Items: number;
            Answers: number;
            /** @description Answers with DK in performance or importance */
            DkAnswers: number;
            /** @description DkAnswers ÷ Answers, pooled over the items, four decimals */
            DkShare: number | null;
            DkFlagged: boolean;
            /** @description Mean of the item gaps */
            MeanGap: number | null;
            /** @description Mean of max(0, gap) over the items (basis of the suggested level of focus) */
            MeanPositiveGap: number | null;
            /** @description "Concentrate here" items ranked by gap, largest first */
            ConcentrateHere: components["schemas"]["IpaRankedItem"][];
            /** @description An item of the group is withheld: for a customer admin the crosshairs, DK share, gaps and ranking are null or empty (they would mix the withheld answers in) */
            Withheld: boolean;
        };
        IpaAreaGroup: {
            /** @description The inquiry-wide crosshair in use (by IPA_CROSSHAIR), the same for an area; null when no item is plotted or when the inquiry's figures are withheld */
            Crosshair: components["schemas"]["IpaPoint"] | null;
            /** @description Overall: the grand means of the item means (each item once). An area: the area's figure, the mean of its library questions' means (docs/features/figures.md) */
            MeanCrosshair: components["schemas"]["IpaPoint"] | null;
            /** @description Scale midpoint 3/3, the reference line */
            Midpoint: components["schemas"]["IpaPoint"];
            Items: number;
            Answers: number;
            /** @description Answers with DK in performance or importance */
            DkAnswers: number;
            /** @description DkAnswers ÷ Answers, pooled over the items, four decimals */
            DkShare: number | null;
            DkFlagged: boolean;
            /** @description Mean of the item gaps */
            MeanGap: number | null;
            /** @description Mean of max(0, gap) over the items (basis of the suggested level of focus) */
            MeanPositiveGap: number | null;
            /** @description "Concentrate here" items ranked by gap, largest first */
            ConcentrateHere: components["schemas"]["IpaRankedItem"][];
            /** @description An item of the group is withheld: for a customer admin the crosshairs, DK share, gaps and ranking are null or empty (they would mix the withheld answers in) */
            Withheld: boolean;
            Area: components["schemas"]["ResultArea"];
        };
        /** @enum {string} */
        Quadrant: "Concentrate here" | "Keep up the good work" | "Low priority" | "Possible overkill";
        IpaItem: {
            /** @description Unique key: d:{id} for a diagnostic question, c:{id} for a custom question */
            Key: string;
            Id: number;
            IsCustomQuestion: boolean;
            Title: string;
            Description: string;
            Area: components["schemas"]["ResultArea"];
            /** @description Mean of the valid performance ratings (1-5, DK excluded); null when none */
            MeanPerformance: number | null;
            /** @description Mean of the valid importance ratings (1-5, DK excluded); null when none */
            MeanImportance: number | null;
            /** @description Mean of the paired differences importance − performance over respondents who rated both */
            Gap: number | null;
            /** @description Valid pairs (both rated) */
            N: number;
            /** @description Valid performance ratings */
            NPerformance: number;
            /** @description Valid importance ratings */
            NImportance: number;
            /** @description Answers in completed forms */
            Answers: number;
            /** @description Share (0-1, four decimals) of answers with DK in performance or importance */
            DkShare: number | null;
            DkPerformanceShare: number | null;
            DkImportanceShare: number | null;
            /** @description DkShare above DK_FLAG_THRESHOLD */
            DkFlagged: boolean;
            /** @description Quadrant against the overall crosshair */
            Quadrant: components["schemas"]["Quadrant"] | null;
            /** @description The same as Quadrant: one label per item in every view, against the inquiry-wide crosshair (docs/features/figures.md) */
            AreaQuadrant: components["schemas"]["Quadrant"] | null;
            /** @description Not enough answers: fewer than MIN_RESPONDENTS answers that are not Don't Know stand behind the figure for this group, or showing it would let a combination of shown figures isolate fewer people (docs/confidentiality.md). For a customer admin the means, gap, quadrants, counts and DK shares are then null or 0; the super admin gets the figures, marked. */
            Withheld: boolean;
        };
        ImportancePerformanceDto: {
            /** @description True when the computed figures are withheld from this caller (a customer admin before the first snapshot) */
            Gated: boolean;
            MinRespondents: number;
            /** @description Completed forms of the inquiry now (a count, not figures) */
            CompletedForms: number;
            /** @description Completed forms still needed before figures can appear (0 when not gated, or when only the close is awaited) */
            Needed: number;
            /** @description Why the figures are withheld, or (customer admin) that they are a snapshot */
            Message: string | null;
            /**
             * Format: date-time
             * @description When the customer admin's snapshot was taken; null before the first
             */
            SnapshotTakenAt: string | null;
            /** @description Completed forms the customer admin's snapshot holds; null before the first */
            SnapshotForms: number | null;
            InquiryId: number;
            /** @description Results published (a customer admin sees figures only then; the super admin always) */
            Published: boolean;
            Settings: components["schemas"]["IpaSettings"];
            /** @description The whole inquiry; null when gated or not yet visible */
            Overall: components["schemas"]["IpaGroup"] | null;
            /** @description Culture, People, Process, Structure; empty when gated */
            Areas: components["schemas"]["IpaAreaGroup"][];
            /** @description Every rating item of the four areas; empty when gated */
            Items: components["schemas"]["IpaItem"][];
        };
        AnonymityGateDto: {
            /** @description True when the computed figures are withheld from this caller (a customer admin before the first snapshot) */
            Gated: boolean;
            MinRespondents: number;
            /** @description Completed forms of the inquiry now (a count, not figures) */
            CompletedForms: number;
            /** @description Completed forms still needed before figures can appear (0 when not gated, or when only the close is awaited) */
            Needed: number;
            /** @description Why the figures are withheld, or (customer admin) that they are a snapshot */
            Message: string | null;
            /**
             * Format: date-time
             * @description When the customer admin's snapshot was taken; null before the first
             */
            SnapshotTakenAt: string | null;
            /** @description Completed forms the customer admin's snapshot holds; null before the first */
            SnapshotForms: number | null;
        };
        SegmentGroupDto: {
            /** @description The value; '' for the respondents invited without one */
            Value: string;
            NoValue: boolean;
            /** @description Hidden from customer admins: the ?segment= reads answer Gated for it */
            Hidden: boolean;
            /**
             * @description TooFine / NotEnoughPeople: the attribute is not reported (one hidden row per value); RolledUp: only for a member value of a rolled-up group asked directly
             * @enum {string|null}
             */
            HiddenReason: "TooFine" | "NotEnoughPeople" | "RolledUp" | "BelowFloor" | null;
            /** @description A rolled-up group (Value Other): several small values counted together so every combination of shown groups holds 0 or at least MIN_RESPONDENTS forms */
            RolledUp: boolean;
            /** @description The directory values the group holds ([Value] for a plain group; '' = no value) */
            Members: string[];
        };
        SegmentAttributeDto: {
            /** @example Department */
            Name: string;
            /** @description Refused as a heatmap dimension: most of its groups fall below the floor */
            TooFine: boolean;
            Groups: components["schemas"]["SegmentGroupDto"][];
        };
        InquirySegmentsDto: {
            /** @description True when the computed figures are withheld from this caller (a customer admin before the first snapshot) */
            Gated: boolean;
            MinRespondents: number;
            /** @description Completed forms of the inquiry now (a count, not figures) */
            CompletedForms: number;
            /** @description Completed forms still needed before figures can appear (0 when not gated, or when only the close is awaited) */
            Needed: number;
            /** @description Why the figures are withheld, or (customer admin) that they are a snapshot */
            Message: string | null;
            /**
             * Format: date-time
             * @description When the customer admin's snapshot was taken; null before the first
             */
            SnapshotTakenAt: string | null;
            /** @description Completed forms the customer admin's snapshot holds; null before the first */
            SnapshotForms: number | null;
            /** @description The attributes the inquiry's respondents were invited with, in name order; empty when gated or not yet visible */
            Attributes: components["schemas"]["SegmentAttributeDto"][];
        };
        HeatmapAreaDto: {
            /** @enum {string} */
            Area: "Culture" | "People" | "Process" | "Structure";
            /** @description Mean of the area's question mean performances (1-5, DK excluded) */
            Performance: number | null;
            /** @description Mean of the area's question mean importances */
            Importance: number | null;
            /** @description Importance − Performance */
            Gap: number | null;
            /** @description A question of the area with answers is withheld for this group: a customer admin gets no area figures (null) */
            Withheld: boolean;
        };
        HeatmapQuestionDto: {
            Id: number;
            IsCustomQuestion: boolean;
            Title: string;
            /** @enum {string} */
            Area: "Culture" | "People" | "Process" | "Structure";
            Performance: number | null;
            Importance: number | null;
            /** @description Not enough answers (fewer than MIN_RESPONDENTS that are not Don't Know, or a combination of shown figures would isolate fewer): a customer admin gets null figures; the super admin gets them, marked */
            Withheld: boolean;
        };
        HeatmapOverallDto: {
            /** @description Completed forms the figures are taken over */
            N: number;
            Areas: components["schemas"]["HeatmapAreaDto"][];
            Questions: components["schemas"]["HeatmapQuestionDto"][];
        };
        HeatmapSegmentDto: {
            /** @description The attribute's value; '' for the respondents invited without one (NoValue) */
            Value: string;
            /** @description The group of respondents without a value for the attribute */
            NoValue: boolean;
            /** @description Completed forms of the group; null when hidden (customer admin) */
            N: number | null;
            /** @description Hidden to protect anonymity: no figures for a customer admin (the super admin gets them, marked hidden) */
            Hidden: boolean;
            /**
             * @description Why it is hidden
             * @enum {string|null}
             */
            HiddenReason: "TooFine" | "NotEnoughPeople" | "RolledUp" | "BelowFloor" | null;
            /** @description The reason in words (English; the apps translate by HiddenReason) */
            HiddenMessage: string | null;
            /** @description A rolled-up group: several small values of the attribute counted together (Value is 'Other', or 'Other (rolled up)' when a value Other exists) */
            RolledUp: boolean;
            /** @description The directory values the group holds ([Value] for a plain group; '' = no value) */
            Members: string[];
            Areas: components["schemas"]["HeatmapAreaDto"][];
            Questions: components["schemas"]["HeatmapQuestionDto"][];
        };
        HeatmapDto: {
            /** @description True when the computed figures are withheld from this caller (a customer admin before the first snapshot) */
            Gated: boolean;
            MinRespondents: number;
            /** @description Completed forms of the inquiry now (a count, not figures) */
            CompletedForms: number;
            /** @description Completed forms still needed before figures can appear (0 when not gated, or when only the close is awaited) */
            Needed: number;
            /** @description Why the figures are withheld, or (customer admin) that they are a snapshot */
            Message: string | null;
            /**
             * Format: date-time
             * @description When the customer admin's snapshot was taken; null before the first
             */
            SnapshotTakenAt: string | null;
            /** @description Completed forms the customer admin's snapshot holds; null before the first */
            SnapshotForms: number | null;
            /** @example Department */
            By: string;
            /** @description Everyone; null when gated */
            Overall: components["schemas"]["HeatmapOverallDto"] | null;
            /** @description The attribute's groups by value ('' last); empty when gated */
            Segments: components["schemas"]["HeatmapSegmentDto"][];
        };
        EnpsFigureDto: {
            Id: number;
            IsCustomQuestion: boolean;
            Title: string;
            /** @description Answers 0-10 of completed forms (of the snapshot, for a customer admin) */
            N: number;
            /** @description Answers 9-10 */
            Promoters: number | null;
            /** @description Answers 7-8 */
            Passives: number | null;
            /** @description Answers 0-6 */
            Detractors: number | null;
            /** @description 100 × (promoters − detractors) / N, one decimal */
            Score: number | null;
            /** @description Lower end of the 95% interval, at least −100 */
            Low: number | null;
            /** @description Upper end of the 95% interval, at most 100 */
            High: number | null;
            /** @description Fewer than MIN_RESPONDENTS answers, or withheld by the confidentiality rule (figures null for a customer admin) */
            Withheld: boolean;
        };
        EnpsDto: {
            /** @description True when the computed figures are withheld from this caller (a customer admin before the first snapshot) */
            Gated: boolean;
            MinRespondents: number;
            /** @description Completed forms of the inquiry now (a count, not figures) */
            CompletedForms: number;
            /** @description Completed forms still needed before figures can appear (0 when not gated, or when only the close is awaited) */
            Needed: number;
            /** @description Why the figures are withheld, or (customer admin) that they are a snapshot */
            Message: string | null;
            /**
             * Format: date-time
             * @description When the customer admin's snapshot was taken; null before the first
             */
            SnapshotTakenAt: string | null;
            /** @description Completed forms the customer admin's snapshot holds; null before the first */
            SnapshotForms: number | null;
            InquiryId: number;
            /** @description Results published (a customer admin sees figures only then; the super admin always) */
            Published: boolean;
            /** @description The inquiry's eNPS questions in form order; empty when it has none, when gated or not yet visible */
            Questions: components["schemas"]["EnpsFigureDto"][];
        };
        CommentThemeDto: {
            Theme: string;
            /** @description Comments holding the theme (a comment can hold several) */
            Count: number;
            /** @description Mean sentiment in [-1, 1] of its scored comments; null: not scored (language) */
            Sentiment: number | null;
            /** @description Up to three comments, shown as text; empty unless released (the super admin always sees them) */
            Examples: string[];
        };
        CommentQuestionDto: {
            /** @description d:{id} or c:{id}, as ?question takes it */
            Key: string;
            Id: number;
            IsCustomQuestion: boolean;
            Title: string;
            Area: string;
            /** @description Comments (empty, whitespace-only and NA answers are not comments) */
            Count: number;
            /** @description Comments with a scored sentiment */
            Scored: number;
            Sentiment: number | null;
            Themes: components["schemas"]["CommentThemeDto"][];
            /** @description Not enough answers: for a customer admin the comments of this question are left out for this group (fewer than MIN_RESPONDENTS commenters, or a combination of shown groups would isolate fewer; docs/confidentiality.md): Count 0, no themes */
            Withheld: boolean;
        };
        CommentThemesDto: {
            InquiryId: number;
            /** @description Whether the super admin released the verbatim comments to customer admins */
            Released: boolean;
            /** @description Whether the figures are withheld from the caller (anonymity floor, or a hidden group) */
            Gated: boolean;
            Message: string | null;
            MinRespondents: number;
            /** @description Completed forms the figures are over (the snapshot's for a customer admin; the group's with ?segment) */
            N: number;
            Questions: components["schemas"]["CommentQuestionDto"][];
            /** @description How many of the listed questions' comments are withheld from the caller for this group (see Questions[].Withheld) */
            WithheldQuestions: number;
        };
        CommentItemDto: {
            Question: string;
            QuestionKey: string;
            Area: string;
            /** @description The answer as written, to be shown as text */
            Text: string;
            Sentiment: number | null;
            Themes: string[];
        };
        CommentPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["CommentItemDto"][];
            /** @description How many questions' comments are left out for a customer admin for the group (Overall without ?segment=): fewer than MIN_RESPONDENTS commenters, or a combination of shown groups would isolate fewer */
            WithheldQuestions: number;
        };
        CommentReleaseDto: {
            /** @description true: customer admins may read the verbatim comments and examples; false: not (again) */
            Released: boolean;
        };
        CommentReleaseStateDto: {
            InquiryId: number;
            Released: boolean;
            /** Format: date-time */
            ChangedAt: string | null;
        };
        TrendRound: {
            InquiryId: number;
            Description: string;
            /**
             * Format: date-time
             * @description Results published, else the expiry once past; null while open
             */
            ClosedAt: string | null;
            /** @description Completed forms the figures cover; null when the round contributes no figures (below the anonymity floor, unpublished for a customer admin) */
            N: number | null;
            HasFigures: boolean;
            /** @description The round's eNPS (its first eNPS question) from the same totals as its other figures; null when the round asks none, has no figures, or for a ?segment= read (eNPS is shown for the whole inquiry only) */
            Enps: components["schemas"]["EnpsFigureDto"] | null;
        };
        TrendCi95: {
            /** @description [low, high] of the 95% interval of mean performance; null below 2 ratings */
            Performance: number[] | null;
            Importance: number[] | null;
        };
        TrendPoint: {
            InquiryId: number;
            /** @description Mean performance (1-5, DK excluded); null when the round has no figures */
            Performance: number | null;
            Importance: number | null;
            /** @description The larger of NPerformance and NImportance (0: no figures) */
            N: number;
            /** @description Question: valid performance ratings; area: the most raters of one of its questions */
            NPerformance: number;
            NImportance: number;
            Ci95: components["schemas"]["TrendCi95"];
        };
        TrendChange: {
            /** @description Later − earlier mean performance of the last two rounds with figures */
            Performance: number | null;
            Importance: number | null;
            /** @description Either change is significant: Welch's t-test, two-sided, 95% level */
            Significant: boolean;
            PerformanceSignificant: boolean;
            ImportanceSignificant: boolean;
            PerformanceP: number | null;
            ImportanceP: number | null;
            FromInquiryId: number;
            ToInquiryId: number;
        };
        TrendArea: {
            Area: components["schemas"]["ResultArea"];
            Points: components["schemas"]["TrendPoint"][];
            Change: components["schemas"]["TrendChange"] | null;
        };
        TrendQuestion: {
            /** @description The library (diagnostic) question id; custom questions are not part of a trend */
            Id: number;
            Title: string;
            Area: components["schemas"]["ResultArea"];
            Points: components["schemas"]["TrendPoint"][];
            Change: components["schemas"]["TrendChange"] | null;
        };
        TrendDto: {
            InquiryId: number;
            /** @description At least two rounds have figures */
            Enough: boolean;
            /** @description Rounds with figures */
            RoundsWithFigures: number;
            /** @description MIN_RESPONDENTS: completed forms a round needs for figures */
            MinRespondents: number;
            Message: string | null;
            /** @description The series up to this inquiry, oldest first (at most 12) */
            Rounds: components["schemas"]["TrendRound"][];
            Areas: components["schemas"]["TrendArea"][];
            Questions: components["schemas"]["TrendQuestion"][];
        };
        BenchmarkArea: {
            /** @description This organisation's mean performance (from its snapshot for a customer admin) */
            Value: number | null;
            /** @description Ratings behind Value */
            N: number;
            /** @description 95% interval of Value */
            Ci95: number[] | null;
            /** @description Mean of the organisation means of the released pool; null when fewer than BENCHMARK_MIN_ORGS rated the item */
            Benchmark: number | null;
            /** @description 95% interval of the benchmark over organisation means */
            BenchmarkCi95: number[] | null;
            /** @description Organisations behind this item */
            OrgCount: number;
            /** @description Percentile rank of Value among the organisation means (mid-rank), 0-100 */
            Percentile: number | null;
            Area: components["schemas"]["ResultArea"];
        };
        BenchmarkQuestion: {
            /** @description This organisation's mean performance (from its snapshot for a customer admin) */
            Value: number | null;
            /** @description Ratings behind Value */
            N: number;
            /** @description 95% interval of Value */
            Ci95: number[] | null;
            /** @description Mean of the organisation means of the released pool; null when fewer than BENCHMARK_MIN_ORGS rated the item */
            Benchmark: number | null;
            /** @description 95% interval of the benchmark over organisation means */
            BenchmarkCi95: number[] | null;
            /** @description Organisations behind this item */
            OrgCount: number;
            /** @description Percentile rank of Value among the organisation means (mid-rank), 0-100 */
            Percentile: number | null;
            Id: number;
            Title: string;
            Area: components["schemas"]["ResultArea"];
        };
        BenchmarkEnpsDto: {
            /** @description The inquiry's first eNPS question as the caller's eNPS read shows it (figures null when withheld) */
            Own: components["schemas"]["EnpsFigureDto"];
            /** @description eNPS of the pooled answers of the members' eNPS questions; null below BENCHMARK_MIN_ORGS such members */
            Benchmark: number | null;
            /** @description Lower end of its 95% interval */
            Low: number | null;
            /** @description Upper end of its 95% interval */
            High: number | null;
            /** @description Members of the released pool with an eNPS of at least MIN_RESPONDENTS answers */
            OrgCount: number;
            /** @description Answers pooled */
            Answers: number;
            /** @description More such members needed before the benchmark eNPS shows (0 when shown) */
            Needed: number;
            /**
             * @description Why figures are (not) shown
             * @enum {string}
             */
            State: "shown" | "not-enough-organisations" | "no-own-figure";
            Message: string | null;
        };
        BenchmarkDto: {
            InquiryId: number;
            /** @description Organisations in the released pool (or, before the first release, that qualify now) */
            OrgCount: number;
            /** @description BENCHMARK_MIN_ORGS */
            MinOrgs: number;
            /** @description Figures are shown */
            Shown: boolean;
            /** @description More organisations needed before the benchmark shows (0 when shown) */
            Needed: number;
            /**
             * @description Why the figures are (not) shown
             * @enum {string}
             */
            State: "shown" | "not-enough-organisations" | "renewing" | "no-figures";
            Message: string | null;
            /** Format: date-time */
            ReleasedAt: string | null;
            Areas: components["schemas"]["BenchmarkArea"][];
            Questions: components["schemas"]["BenchmarkQuestion"][];
            /** @description eNPS against the benchmark; null when the inquiry asks no eNPS question or the benchmark is not shown */
            Enps: components["schemas"]["BenchmarkEnpsDto"] | null;
        };
        BenchmarkPoolRow: {
            CustomerId: number;
            CustomerName: string;
            /** @description Its latest published inquiry of the type */
            InquiryId: number | null;
            /** @description Completed forms of its snapshot (0: none) */
            Forms: number;
            ContributesToBenchmarks: boolean;
            Excluded: boolean;
            /** @description Qualifies for the next release: contributes, not excluded, active, snapshot ≥ MIN_RESPONDENTS */
            Counts: boolean;
            /** @description Member of the released pool */
            InRelease: boolean;
        };
        BenchmarkPoolDto: {
            InquiryTypeId: number;
            MinOrgs: number;
            /** @description Organisations of the released pool (0: none) */
            ReleasedOrgCount: number;
            /** Format: date-time */
            ReleasedAt: string | null;
            /** @description Members that differ between the released pool and the qualifying organisations now */
            PendingChanges: number;
            Rows: components["schemas"]["BenchmarkPoolRow"][];
        };
        ExclusionDto: {
            CustomerId: number;
            Excluded: boolean;
        };
        SetExclusionDto: {
            /** @description true keeps the organisation out of every benchmark pool */
            Excluded: boolean;
        };
        RejectedRowDto: {
            /** @description Row number in the file (1 is the column names) */
            Row: number;
            Messages: string[];
        };
        ImportResultDto: {
            Created: number;
            Updated: number;
            Unchanged: number;
            /** @description At most the first 1000 rejected rows; RejectedRows counts them all. Any rejected row means nothing was written. */
            Rejected: components["schemas"]["RejectedRowDto"][];
            /** @description How many rows were rejected in all */
            RejectedRows: number;
        };
        PersonDto: {
            Id: number;
            Email: string;
            FirstName: string;
            LastName: string;
            /** @description The manager's address; null at the top of the hierarchy */
            ManagerEmail: string | null;
            /** @description false: deactivated by the directory sync (SCIM) */
            Active: boolean;
            /**
             * @description Attribute name → value
             * @example {
             *       "Department": "Sales",
             *       "Location": "Lyon"
             *     }
             */
            Attributes: {
                [key: string]: string;
            };
        };
        PersonPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["PersonDto"][];
        };
        HierarchyNodeDto: {
            Id: number;
            Email: string;
            FirstName: string;
            LastName: string;
            /** @description Direct reports, by email */
            Reports: components["schemas"]["HierarchyNodeDto"][];
        };
        HierarchyDto: {
            /** @description People in the directory */
            People: number;
            /** @description People without a manager, by email */
            Roots: components["schemas"]["HierarchyNodeDto"][];
        };
        PersonAttributeDto: {
            Name: string;
            /** @description Distinct values in alphabetical order, at most 1000 (ValueCount counts them all) */
            Values: string[];
            ValueCount: number;
            /** @description People with a value for it */
            People: number;
        };
        UpdatePersonDto: {
            FirstName?: string;
            LastName?: string;
            /** @description The person's attributes as they should be: replaces them all (an absent or empty one is removed). Earlier inquiries keep the attributes their respondents were invited with. */
            Attributes?: {
                [key: string]: string;
            };
            /** @description The manager's address, a person of the same directory; null or '' for none. Refused when it would make the person their own manager or close a cycle. */
            ManagerEmail?: string | null;
        };
        SendRemindersResultDto: {
            InquiryId: number;
            /** @description Reminders queued now */
            Sent: number;
            /** @description Open forms not reminded: SkippedRemindedRecently + SkippedInvitedRecently (a reminder goes at most once a day, and not in the first 24 hours after the invitation) */
            Skipped: number;
            /** @description Of Skipped: already reminded in the last 24 hours */
            SkippedRemindedRecently: number;
            /** @description Of Skipped: invited in the last 24 hours */
            SkippedInvitedRecently: number;
            /** @description Completed forms (never reminded) */
            Completed: number;
            Message: string;
        };
        LanguageCoverageDto: {
            /** @enum {string} */
            Language: "fr" | "de" | "es";
            /** @description Translatable texts of the library */
            Total: number;
            Translated: number;
            Missing: number;
        };
        /** @enum {string} */
        ContentKind: "InquiryType" | "Pathway" | "IntakeQuestion" | "DiagnosticQuestion" | "Finding" | "Recommendation" | "Roadmap" | "CustomQuestion";
        MissingTextDto: {
            Kind: components["schemas"]["ContentKind"];
            Id: number;
            Label: string;
            Field: string;
            English: string;
        };
        MissingTextPageDto: {
            currentPage: number;
            pageSize: number;
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["MissingTextDto"][];
        };
        CoverageDto: {
            Languages: components["schemas"]["LanguageCoverageDto"][];
            /**
             * @description The language of the Missing list
             * @enum {string}
             */
            Language: "fr" | "de" | "es";
            Missing: components["schemas"]["MissingTextPageDto"];
        };
        TranslationImportSummaryDto: {
            /** @description Rows read */
            Rows: number;
            /** @description Translations written or changed */
            Written: number;
            /** @description Translations removed (emptied cells) */
            Removed: number;
        };
        TranslationImportResultDto: {
            IsValid: boolean;
            Message: string;
            /** @description true: checked only, nothing written */
            DryRun: boolean;
            Summary: components["schemas"]["TranslationImportSummaryDto"];
        };
        LanguageTextsDto: {
            fr: string | null;
            de: string | null;
            es: string | null;
        };
        FieldTranslationsDto: {
            /**
             * @description title, description, name, detail, step1Title…, ratingOptions.N, checkboxOptions.N
             * @example title
             */
            Field: string;
            /** @description The English text (edited on the item itself) */
            English: string;
            Translations: components["schemas"]["LanguageTextsDto"];
        };
        ItemTranslationsDto: {
            Kind: components["schemas"]["ContentKind"];
            Id: number;
            /** @description A short English name of the item */
            Label: string;
            Fields: components["schemas"]["FieldTranslationsDto"][];
        };
        LanguageTextsInputDto: {
            fr?: string | null;
            de?: string | null;
            es?: string | null;
        };
        FieldTranslationsInputDto: {
            /** @example title */
            Field: string;
            Translations: components["schemas"]["LanguageTextsInputDto"];
        };
        UpdateItemTranslationsDto: {
            Fields: components["schemas"]["FieldTranslationsInputDto"][];
        };
        CreateApiKeyDto: {
            /** @example HR system */
            Name: string;
            /**
             * @example [
             *       "results:read"
             *     ]
             */
            Scopes: ("results:read" | "people:write" | "respondents:write" | "scim")[];
            /**
             * @description The key stops working after this time; never when absent
             * @example 2027-12-31T23:59:59Z
             */
            ExpiresAt?: string | null;
        };
        CreatedApiKeyDto: {
            Id: number;
            /**
             * @description Shown once; only its hash is stored
             * @example dpk_0123456789abcdef_…
             */
            Key: string;
        };
        ApiKeyItemDto: {
            Id: number;
            Name: string;
            /**
             * @description The key's first characters, to tell keys apart
             * @example dpk_0123456789abcdef
             */
            Prefix: string;
            Scopes: ("results:read" | "people:write" | "respondents:write" | "scim")[];
            /** Format: date-time */
            ExpiresAt: string | null;
            /** Format: date-time */
            LastUsedAt: string | null;
            /** Format: date-time */
            RevokedAt: string | null;
            /** @enum {string} */
            Status: "active" | "expired" | "revoked";
            /** Format: date-time */
            CreatedAt: string;
        };
        ApiKeyPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["ApiKeyItemDto"][];
        };
        CreateWebhookDto: {
            /**
             * @description https:// only; only global unicast addresses (never a loopback, private, link-local or reserved one)
             * @example https://hr.example.com/portal-events
             */
            Url: string;
            /**
             * @example [
             *       "form.completed"
             *     ]
             */
            Events: ("form.completed" | "inquiry.closed" | "results.published" | "people.imported")[];
        };
        CreatedWebhookDto: {
            Id: number;
            /**
             * @description Shown once: verifies X-Portal-Signature
             * @example whsec_…
             */
            Secret: string;
        };
        WebhookItemDto: {
            Id: number;
            Url: string;
            Events: ("form.completed" | "inquiry.closed" | "results.published" | "people.imported")[];
            /** Format: date-time */
            CreatedAt: string;
        };
        WebhookPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["WebhookItemDto"][];
        };
        WebhookDeliveryItemDto: {
            Id: number;
            /** @description One of the webhook events, or webhook.test */
            Event: string;
            /** @enum {string} */
            Status: "queued" | "sending" | "delivered" | "failed";
            Attempts: number;
            /** @description The last answer: status and at most 1 KB of body, or why it failed */
            LastAnswer: string | null;
            /**
             * Format: date-time
             * @description When the next attempt is due (queued only)
             */
            NextAttemptAt: string | null;
            /** Format: date-time */
            CreatedAt: string;
        };
        WebhookDeliveryPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["WebhookDeliveryItemDto"][];
        };
        SsoDiscoveryDto: {
            /** @description Whether the address’s domain signs in with an organisation’s SSO (says nothing about an account) */
            Sso: boolean;
            /** @description The organisation refuses password login (only when Sso): the login page hides the password */
            Required?: boolean;
            /** @description Where the browser goes to continue with the organisation (only when Sso) */
            Url?: string;
        };
        SsoExchangeDto: {
            /** @description The one-time code from the /auth/sso page’s address fragment */
            Code: string;
        };
        SsoLinkCodeDto: {
            /** @description The link step’s token from the /auth/sso page’s address fragment (#link=) */
            Token: string;
        };
        SsoLinkCodeSentDto: {
            /** @example true */
            Sent: boolean;
            /**
             * @description Minutes the mailed code stays valid
             * @example 10
             */
            ValidMinutes: number;
        };
        SsoLinkDto: {
            /** @description The link step’s token from the /auth/sso page’s address fragment (#link=) */
            Token: string;
            /** @description The account’s password */
            Password?: string;
            /** @description The 6-digit code mailed to the account’s address */
            Code?: string;
        };
        SsoDomainDto: {
            Domain: string;
            /**
             * @description pending: listed, doing nothing yet; verified: signs in with the organisation
             * @enum {string}
             */
            Status: "pending" | "verified";
            /** @enum {string|null} */
            ProvedBy: "dns" | "operator" | null;
            /**
             * @description The DNS name of the TXT record that proves the domain
             * @example _portal-challenge.northwind.example
             */
            RecordName: string;
            /** @description The TXT record’s value (the same every time for this organisation and domain) */
            RecordValue: string;
        };
        SsoSettingsDto: {
            CustomerId: number;
            Enabled: boolean;
            /** @enum {string} */
            Protocol: "oidc" | "saml";
            IssuerUrl: string;
            ClientId: string;
            /** @description Whether a client secret is stored (it is never shown again) */
            HasClientSecret: boolean;
            /** @description Every listed domain, proved or not */
            AllowedDomains: string[];
            Domains: components["schemas"]["SsoDomainDto"][];
            RequireSso: boolean;
            /** @enum {string} */
            AccountCreation: "invitation" | "domain";
            /** @description The redirect URI to register at the identity provider */
            RedirectUri: string;
        };
        UpdateSsoSettingsDto: {
            /** @description Whether the organisation signs in with SSO at all */
            Enabled: boolean;
            /**
             * @description oidc (OpenID Connect) or saml; left out keeps the stored protocol (oidc at first)
             * @enum {string}
             */
            Protocol?: "oidc" | "saml";
            /** @example https://login.microsoftonline.com/{tenant-id}/v2.0 */
            IssuerUrl: string;
            ClientId: string;
            /** @description Write only; left out or empty keeps the stored secret */
            ClientSecret?: string;
            /**
             * @description Email domains the organisation claims; each signs in here only once proved (DNS record or the operator’s approval)
             * @example [
             *       "northwind.example"
             *     ]
             */
            AllowedDomains: string[];
            /** @description Password login refused for the organisation’s users */
            RequireSso: boolean;
            /**
             * @description invitation: a first SSO login creates an account only for a pending invitation; domain: for any address of an allowed domain
             * @enum {string}
             */
            AccountCreation: "invitation" | "domain";
        };
        SsoConnectionTestDto: {
            /** @description Whether the issuer’s discovery document was read */
            Ok: boolean;
            /** @description The issuer the provider names itself */
            Issuer?: string;
            /** @description Why not, in a readable line */
            Message?: string;
        };
        SamlCertificateDto: {
            Subject: string;
            /** @description ISO date the certificate runs out */
            ValidTo: string;
            /** @description SHA-256 fingerprint, as providers show it */
            Sha256: string;
        };
        SamlSettingsDto: {
            CustomerId: number;
            IdpEntityId: string;
            IdpSsoUrl: string;
            IdpCertificates: string[];
            Certificates: components["schemas"]["SamlCertificateDto"][];
            /** @description Whether the provider’s entity id, sign-on URL and a certificate are stored */
            Complete: boolean;
            /** @description The portal’s entity id for this organisation (Identifier / Audience URI at the provider) */
            SpEntityId: string;
            /** @description Assertion consumer service URL (Reply URL / ACS URL at the provider), HTTP-POST */
            AcsUrl: string;
            /** @description The portal’s SP metadata XML for this organisation, to upload at the provider */
            MetadataUrl: string;
            /** @description The NameID format the portal asks for */
            NameIdFormat: string;
        };
        UpdateSamlSettingsDto: {
            /**
             * @description The provider’s entity id: the Issuer its assertions name
             * @example https://sts.windows.net/{tenant-id}/
             */
            IdpEntityId: string;
            /**
             * @description Where the browser takes the AuthnRequest (HTTP-Redirect binding)
             * @example https://login.microsoftonline.com/{tenant-id}/saml2
             */
            IdpSsoUrl: string;
            /** @description The provider’s signing certificates, PEM or bare base64 (two while it rolls its key over) */
            IdpCertificates: string[];
            /** @description The provider’s metadata XML; fills the fields left empty */
            MetadataXml?: string;
        };
        /** @enum {string} */
        ActionStatus: "NotStarted" | "InProgress" | "Done" | "Dropped";
        SharedActionTargetDto: {
            /** @description A question id; null for a whole area */
            QuestionId: number | null;
            /** @description The question title, or the area name */
            Title: string;
            Area: components["schemas"]["ResultArea"];
        };
        SharedActionDto: {
            Id: number;
            /** @description The round whose results it answers */
            InquiryId: number;
            Title: string;
            Description: string;
            Status: components["schemas"]["ActionStatus"];
            DueDate: string | null;
            /** @description What was heard: the questions and areas it answers */
            Targets: components["schemas"]["SharedActionTargetDto"][];
            /** @description The newest progress note */
            LatestNote: string | null;
            /** Format: date-time */
            UpdatedAt: string;
        };
        SharedActionPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["SharedActionDto"][];
        };
        /** @enum {string} */
        ActionOrigin: "Blank" | "Item" | "Area" | "RoadmapStep" | "Finding";
        ActionTargetQuestionDto: {
            QuestionId: number;
            /** @description The question's title in the reader's language (English where it has no translation) */
            Title: string;
            Area: components["schemas"]["ResultArea"];
        };
        ActionUpdateItemDto: {
            Id: number;
            Note: string;
            /** @description The status it set */
            Status: components["schemas"]["ActionStatus"] | null;
            AuthorUserId: number;
            /** @description First and last name; empty once the author is removed */
            AuthorName: string;
            /** Format: date-time */
            CreatedAt: string;
        };
        ActionDto: {
            Id: number;
            InquiryId: number;
            Title: string;
            Description: string;
            OwnerUserId: number | null;
            /** @description First and last name of the owner; empty without one */
            OwnerName: string;
            /** @example 2026-03-31 */
            DueDate: string | null;
            /** @description Due date passed and the action neither done nor dropped */
            Overdue: boolean;
            Status: components["schemas"]["ActionStatus"];
            Origin: components["schemas"]["ActionOrigin"];
            Shared: boolean;
            TargetQuestionIds: number[];
            /** @description The targeted questions the inquiry asks, in the order of TargetQuestionIds, with their titles and areas */
            TargetQuestions: components["schemas"]["ActionTargetQuestionDto"][];
            TargetAreas: components["schemas"]["ResultArea"][];
            /** @description Oldest first */
            Updates: components["schemas"]["ActionUpdateItemDto"][];
            /** Format: date-time */
            CreatedAt: string;
            /** Format: date-time */
            UpdatedAt: string;
        };
        ActionPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["ActionDto"][];
        };
        ActionOwnerChoiceDto: {
            Id: number;
            /** @description First and last name */
            Name: string;
            Email: string;
            /** @enum {string} */
            Role: "CustomerAdmin" | "CustomerUser";
        };
        ActionOwnerChoicePageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["ActionOwnerChoiceDto"][];
        };
        CreateActionDto: {
            /** @example Monthly open Q&A with the leadership team */
            Title: string;
            /** @default  */
            Description: string;
            /** @description A user of the organisation (customer admin or user); null: nobody yet */
            OwnerUserId?: number | null;
            /**
             * @description A calendar day
             * @example 2026-03-31
             */
            DueDate?: string | null;
            /** @default NotStarted */
            Status: components["schemas"]["ActionStatus"];
            /** @default Blank */
            Origin: components["schemas"]["ActionOrigin"];
            /** @description Library rating questions of the inquiry's type (the ids of GET /api/Insights/Trend's Questions) */
            TargetQuestionIds?: number[];
            TargetAreas?: components["schemas"]["ResultArea"][];
        };
        UpdateActionDto: {
            /** @example Monthly open Q&A with the leadership team */
            Title?: string;
            /** @default  */
            Description: string;
            /** @description A user of the organisation (customer admin or user); null: nobody yet */
            OwnerUserId?: number | null;
            /**
             * @description A calendar day
             * @example 2026-03-31
             */
            DueDate?: string | null;
            /** @default NotStarted */
            Status: components["schemas"]["ActionStatus"];
            /** @description Library rating questions of the inquiry's type (the ids of GET /api/Insights/Trend's Questions) */
            TargetQuestionIds?: number[];
            TargetAreas?: components["schemas"]["ResultArea"][];
        };
        AddActionUpdateDto: {
            /** @example First Q&A held; 40 people came */
            Note: string;
            Status?: components["schemas"]["ActionStatus"];
        };
        ShareActionDto: {
            /** @description Shown to the respondents of the series (GET /api/Inquiry/{inquiryId}/SharedActions) */
            Shared: boolean;
        };
        /** @enum {string} */
        ActionVerdict: "Improved" | "NoClearChange" | "Worse" | "NoFigures";
        ActionEffectItemDto: {
            /** @description The library question; null for a whole area */
            QuestionId: number | null;
            Area: components["schemas"]["ResultArea"];
            /** @description The question title, or the area name */
            Title: string;
            /** @description The round the action was planned on */
            Before: components["schemas"]["TrendPoint"];
            /** @description This round */
            After: components["schemas"]["TrendPoint"];
            /** @description After − Before with Welch's test (null: a side has no figures) */
            Change: components["schemas"]["TrendChange"] | null;
            Verdict: components["schemas"]["ActionVerdict"];
        };
        ActionEffectDto: {
            Id: number;
            Title: string;
            Status: components["schemas"]["ActionStatus"];
            DueDate: string | null;
            Verdict: components["schemas"]["ActionVerdict"];
            /** @description Questions by id, then areas */
            Items: components["schemas"]["ActionEffectItemDto"][];
        };
        ActionEffectsDto: {
            InquiryId: number;
            /** @description The previous round of the series, whose actions are judged */
            PreviousInquiryId: number | null;
            /** @description Completed forms behind the Before figures; null: none shown */
            BeforeN: number | null;
            /** @description Completed forms behind the After figures; null: none shown */
            AfterN: number | null;
            MinRespondents: number;
            Message: string | null;
            /** @description The previous round's actions, oldest first */
            Actions: components["schemas"]["ActionEffectDto"][];
        };
        /** @enum {string} */
        ProgrammeCadence: "Monthly" | "Quarterly" | "HalfYearly" | "Yearly";
        ProgrammeDto: {
            Id: number;
            CustomerId: number;
            Name: string;
            InquiryTypeId: number;
            QuestionIds: number[] | null;
            AudienceAttribute: string | null;
            AudienceValue: string | null;
            Cadence: components["schemas"]["ProgrammeCadence"];
            DaysOpen: number;
            /** @example 2027-01-31T09:00 */
            StartDate: string;
            /** @example Europe/Brussels */
            TimeZone: string;
            IntakeAnswers: components["schemas"]["IntakeAnswerItemDto"][];
            IsPaused: boolean;
            /** Format: date-time */
            PausedAt: string | null;
            /**
             * Format: date-time
             * @description Null while paused
             */
            NextRoundAt: string | null;
            /** @description Rounds claimed so far (created or failed) */
            RoundCount: number;
            /** Format: date-time */
            CreatedAt: string;
        };
        ProgrammePageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["ProgrammeDto"][];
        };
        CreateProgrammeDto: {
            /**
             * @description Each round's inquiry description
             * @example Quarterly pulse
             */
            Name: string;
            /** @example 1 */
            InquiryTypeId: number;
            /** @description A pulse: the questions of the type to ask (diagnostic question ids); absent or null for all */
            QuestionIds?: number[] | null;
            /**
             * @description With AudienceValue: only the directory people whose attribute has that value; absent for everyone
             * @example Department
             */
            AudienceAttribute?: string | null;
            /** @example Sales */
            AudienceValue?: string | null;
            /** @example Quarterly */
            Cadence: components["schemas"]["ProgrammeCadence"];
            /**
             * @description How long each round stays open
             * @example 14
             */
            DaysOpen: number;
            /**
             * @description The first round's local date and time in TimeZone (YYYY-MM-DD means 00:00); later rounds keep its day and time
             * @example 2027-01-31T09:00
             */
            StartDate: string;
            /**
             * @description An IANA time zone; UTC when absent
             * @example Europe/Brussels
             */
            TimeZone?: string;
            /** @description The intake answers every round's inquiry is given (every intake question of the type) */
            IntakeAnswers?: components["schemas"]["IntakeAnswerItemDto"][];
        };
        UpdateProgrammeDto: {
            /**
             * @description Each round's inquiry description
             * @example Quarterly pulse
             */
            Name: string;
            /** @example 1 */
            InquiryTypeId: number;
            /** @description A pulse: the questions of the type to ask (diagnostic question ids); absent or null for all */
            QuestionIds?: number[] | null;
            /**
             * @description With AudienceValue: only the directory people whose attribute has that value; absent for everyone
             * @example Department
             */
            AudienceAttribute?: string | null;
            /** @example Sales */
            AudienceValue?: string | null;
            /** @example Quarterly */
            Cadence: components["schemas"]["ProgrammeCadence"];
            /**
             * @description How long each round stays open
             * @example 14
             */
            DaysOpen: number;
            /**
             * @description The first round's local date and time in TimeZone (YYYY-MM-DD means 00:00); later rounds keep its day and time
             * @example 2027-01-31T09:00
             */
            StartDate: string;
            /**
             * @description An IANA time zone; UTC when absent
             * @example Europe/Brussels
             */
            TimeZone?: string;
            /** @description The intake answers every round's inquiry is given (every intake question of the type) */
            IntakeAnswers?: components["schemas"]["IntakeAnswerItemDto"][];
        };
        /** @enum {string} */
        ProgrammeRoundStatus: "Creating" | "Created" | "Failed";
        ProgrammeRoundDto: {
            Id: number;
            ProgrammeId: number;
            /** @description The round number of the schedule (0 = the start) */
            RoundIndex: number;
            /** Format: date-time */
            ScheduledAt: string;
            Status: components["schemas"]["ProgrammeRoundStatus"];
            /** @description The round's inquiry (of the programme's series) */
            InquiryId: number | null;
            /** @description People invited */
            InvitedCount: number;
            /** @description The round's inquiry's respondents (null without one) */
            Participants: number | null;
            /** @description Of them, completed forms (null without an inquiry) */
            CompletedForms: number | null;
            /** @description Why the round failed */
            Error: string | null;
            /** Format: date-time */
            CreatedAt: string;
        };
        ProgrammeRoundPageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["ProgrammeRoundDto"][];
        };
        DraftTextItem: {
            /** @enum {string} */
            Area: "Culture" | "People" | "Process" | "Structure";
            Text: string;
        };
        DraftRecommendation: {
            Detail: string;
            LevelOfFocus: number;
        };
        DraftRoadmapStep: {
            /** @enum {number} */
            Step: 1 | 2 | 3;
            Title: string;
            BriefDescription: string;
            Detail: string;
        };
        DraftAreaColor: {
            /** @enum {string} */
            Area: "Culture" | "People" | "Process" | "Structure";
            /** @enum {string} */
            Color: "green" | "blue" | "yellow" | "red";
        };
        DraftInput: {
            /** @enum {string} */
            Area: "Culture" | "People" | "Process" | "Structure";
            Question: string;
            AverageRating: number | null;
            AverageValue: number | null;
            AverageDifference: number | null;
        };
        DismissedSuggestion: {
            /** @enum {string} */
            Kind: "Finding" | "Recommendation" | "Roadmap";
            Id: number;
        };
        ResultDraftDto: {
            /** @description Findings per area */
            Findings: components["schemas"]["DraftTextItem"][];
            /** @description Scenarios (advance insights) per area */
            AdvanceInsights: components["schemas"]["DraftTextItem"][];
            Recommendations: components["schemas"]["DraftRecommendation"][];
            /** @description The three roadmap steps (a draft may hold fewer) */
            Roadmap: components["schemas"]["DraftRoadmapStep"][];
            /** @description Colours set by judgement; an area left out is derived */
            AreaColors: components["schemas"]["DraftAreaColor"][];
            /** @description Inputs set by hand (the Inputs sheet); null: computed from the answers the customer will see */
            Inputs: components["schemas"]["DraftInput"][] | null;
            InquiryId: number;
            Version: number;
            /** @description Whether the customer currently sees published results */
            Published: boolean;
            /** @description Whether the customer admins were mailed about a publication of this inquiry */
            CustomerNotified: boolean;
            UpdatedAt: string | null;
            /** @description Suggestions the studio does not offer again for this draft */
            DismissedSuggestions: components["schemas"]["DismissedSuggestion"][];
        };
        SaveDraftDto: {
            /** @description Findings per area */
            Findings: components["schemas"]["DraftTextItem"][];
            /** @description Scenarios (advance insights) per area */
            AdvanceInsights: components["schemas"]["DraftTextItem"][];
            Recommendations: components["schemas"]["DraftRecommendation"][];
            /** @description The three roadmap steps (a draft may hold fewer) */
            Roadmap: components["schemas"]["DraftRoadmapStep"][];
            /** @description Colours set by judgement; an area left out is derived */
            AreaColors: components["schemas"]["DraftAreaColor"][];
            /** @description Inputs set by hand (the Inputs sheet); null: computed from the answers the customer will see */
            Inputs: components["schemas"]["DraftInput"][] | null;
            /** @description The version the save was made from (409 when the draft has moved on) */
            Version: number;
            /** @description The suggestions dismissed for this draft, all of them; left out: those stored stay */
            DismissedSuggestions?: components["schemas"]["DismissedSuggestion"][];
        };
        PublishDraftDto: {
            /** @description Mail the customer admins even though they were told of an earlier publication (the first publication always mails) */
            NotifyCustomer?: boolean;
        };
        PublishResultDto: {
            InquiryId: number;
            /** Format: date-time */
            ResultsUploadedAt: string;
            Summary: components["schemas"]["WorkbookSummaryDto"];
            /** @description Customer admins mailed by this publication */
            NotifiedAdmins: number;
            Version: number;
        };
        UnpublishDto: {
            /** @description Why the results are withdrawn (kept in the audit log) */
            Reason: string;
        };
        UnpublishResultDto: {
            InquiryId: number;
            Published: boolean;
        };
        ResultPreviewDto: {
            InquiryId: number;
            Version: number;
            Language: string;
            FindingsResult: components["schemas"]["FindingsResultDto"];
            AdvanceInsightsResult: components["schemas"]["AdvanceInsightsResultDto"];
            RecommendationResult: components["schemas"]["RecommendationResultDto"];
            RoadmapResult: components["schemas"]["RoadmapResultDto"];
            InputResult: components["schemas"]["InputResultDto"];
            AreaColorResult: components["schemas"]["AreaColorItem"][];
            /** @description Why Publish would refuse the draft now (empty: it would publish), each a readable line */
            Problems: string[];
        };
        SuggestionEvidence: {
            /** @enum {string} */
            Kind: "ConcentrateHere" | "Vulnerability" | "SignificantDrop";
            /** @enum {string} */
            Area: "Culture" | "People" | "Process" | "Structure";
            /** @description The item (question) title; null for an area */
            Item: string | null;
            QuestionId: number | null;
            MeanPerformance: number | null;
            MeanImportance: number | null;
            Gap: number | null;
            AreaFigure: number | null;
            /** @description Change of mean performance since the previous round */
            Change: number | null;
            P: number | null;
            FromInquiryId: number | null;
            /** @description Respondents behind the figure */
            N: number;
            Why: string;
        };
        FindingSuggestion: {
            FindingId: number;
            /** @enum {string} */
            Area: "Culture" | "People" | "Process" | "Structure";
            Text: string;
            Score: number;
            Evidence: components["schemas"]["SuggestionEvidence"][];
        };
        RecommendationSuggestion: {
            RecommendationId: number;
            Text: string;
            /** @description Suggested from the related areas’ gaps (insights/ipa.ts suggestFocus) */
            LevelOfFocus: number;
            Note: string;
            Areas: ("Culture" | "People" | "Process" | "Structure")[];
            Score: number;
            Evidence: components["schemas"]["SuggestionEvidence"][];
        };
        RoadmapSuggestionStep: {
            Step: number;
            Title: string;
            BriefDescription: string;
            Detail: string;
        };
        RoadmapSuggestion: {
            RoadmapId: number;
            Steps: components["schemas"]["RoadmapSuggestionStep"][];
            Areas: ("Culture" | "People" | "Process" | "Structure")[];
            Score: number;
            Evidence: components["schemas"]["SuggestionEvidence"][];
        };
        AreaColourProposal: {
            /** @enum {string} */
            Area: "Culture" | "People" | "Process" | "Structure";
            /** @enum {string|null} */
            Color: "green" | "blue" | "yellow" | "red" | null;
            /** @description The area's figure the colour is derived from */
            Figure: number | null;
            /** @description Forms behind the figure */
            N: number;
            /** @description The rule, or why no colour can be proposed */
            Rule: string;
            /**
             * @description Why no colour is proposed (null when one is): too few completed forms for any figure, a question of the area with too few answers other than Don't Know, or no rated answers
             * @enum {string|null}
             */
            NoColour: "TooFewForms" | "QuestionTooFewAnswers" | "Unrated" | null;
        };
        ResultSuggestionsDto: {
            InquiryId: number;
            /** @description Forms behind the figures the customer will see */
            Forms: number;
            /** @description Why no figure-based suggestion is made, if so */
            Message: string | null;
            /** @description Completed forms now (the figures are withheld whole below MinRespondents) */
            CompletedForms: number;
            /** @description The anonymity minimum the customer admin’s figures need */
            MinRespondents: number;
            Signals: components["schemas"]["SuggestionEvidence"][];
            Findings: components["schemas"]["FindingSuggestion"][];
            Recommendations: components["schemas"]["RecommendationSuggestion"][];
            Roadmaps: components["schemas"]["RoadmapSuggestion"][];
            AreaColors: components["schemas"]["AreaColourProposal"][];
        };
        ReportShareDto: {
            Id: number;
            InquiryId: number;
            /** @description The viewer */
            Email: string;
            /** @enum {string} */
            Scope: "Team" | "Organisation";
            ManagerEmail: string | null;
            CreatedAt: string;
            /** @description Who shared it: their name, or their address without one */
            SharedBy: string | null;
        };
        CreateReportShareDto: {
            /**
             * @description The person who gets access: a user of the organisation
             * @example maria.lopez@northwind.demo.test
             */
            Email: string;
            /**
             * @description Team: one manager's subtree (ManagerEmail); Organisation: the whole organisation's results
             * @enum {string}
             */
            Scope: "Team" | "Organisation";
            /** @description For Team: the manager whose subtree is shared (someone with people under them in the inquiry's hierarchy) */
            ManagerEmail?: string;
        };
        SharedWithMeDto: {
            Id: number;
            InquiryId: number;
            InquiryTypeName: string;
            Description: string;
            /** @enum {string} */
            Scope: "Team" | "Organisation";
            /** @description For a Team share: whose subtree */
            ManagerEmail: string | null;
            /** @description The manager's name in the directory, when it holds one */
            ManagerName: string | null;
            /** @description Whether the results are published (the view has figures) */
            Published: boolean;
            SharedBy: string | null;
            CreatedAt: string;
        };
        TeamGroupDto: {
            /** @description Whose subtree: the direct report's address; '' for the whole team and for the rest of the team */
            Manager: string;
            /** @description The direct report's name in the directory; null for the whole team, the rest, or an unnamed address */
            Name: string | null;
            /** @description Completed forms of the snapshot in the group */
            N: number;
            Areas: components["schemas"]["HeatmapAreaDto"][];
            Questions: components["schemas"]["HeatmapQuestionDto"][];
        };
        TeamInsightsDto: {
            /** @description True when the computed figures are withheld from this caller (a customer admin before the first snapshot) */
            Gated: boolean;
            MinRespondents: number;
            /** @description Completed forms of the inquiry now (a count, not figures) */
            CompletedForms: number;
            /** @description Completed forms still needed before figures can appear (0 when not gated, or when only the close is awaited) */
            Needed: number;
            /** @description Why the figures are withheld, or (customer admin) that they are a snapshot */
            Message: string | null;
            /**
             * Format: date-time
             * @description When the customer admin's snapshot was taken; null before the first
             */
            SnapshotTakenAt: string | null;
            /** @description Completed forms the customer admin's snapshot holds; null before the first */
            SnapshotForms: number | null;
            InquiryId: number;
            Published: boolean;
            /** @description The manager whose subtree this is; '' = the whole organisation */
            Manager: string;
            /** @description The manager's name in the directory, when it holds one */
            ManagerName: string | null;
            /**
             * @description Why the caller may read it: their own team, a share, or as customer admin
             * @enum {string}
             */
            Access: "Manager" | "Share" | "Admin";
            /** @description True when the manager's subtree is counted only within a larger group (fewer than MIN_RESPONDENTS, or it would single someone out): no figures */
            RolledUp: boolean;
            /** @description The whole subtree (the manager included) */
            Team: components["schemas"]["TeamGroupDto"] | null;
            /** @description Each direct report's subtree that may be shown on its own */
            DirectReports: components["schemas"]["TeamGroupDto"][];
            /** @description The whole subtree minus the direct reports shown (null when they cover it) */
            RestOfTeam: components["schemas"]["TeamGroupDto"] | null;
        };
        CreateOpenLinkDto: {
            /**
             * @description Attributes of the organisation's people directory (at most 3); each respondent may choose one of its values, or none
             * @example [
             *       "Department"
             *     ]
             */
            GroupQuestions?: string[];
        };
        OpenLinkDto: {
            InquiryId: number;
            /** @description The unguessable part of the link */
            Token: string;
            /** @example https://portal.example/open/3q2… */
            Url: string;
            GroupQuestions: string[];
            /** Format: date-time */
            CreatedAt: string;
            /** @description Browsers that started a form through the link */
            Responses: number;
            /** @description Of them, completed forms */
            CompletedResponses: number;
        };
        OpenLinkRevokedDto: {
            /** @description False when the inquiry had no open link (nothing changed) */
            Revoked: boolean;
        };
        OpenLinkGroupQuestionDto: {
            /** @example Department */
            Name: string;
            /** @description The directory's values; '' (none) is always allowed */
            Values: string[];
        };
        OpenLinkIntroDto: {
            Organisation: string;
            /** @description The inquiry's description */
            Description: string;
            GroupQuestions: components["schemas"]["OpenLinkGroupQuestionDto"][];
            /** @description The inquiry’s anonymity floor: group figures rest on at least this many forms */
            MinRespondents: number;
        };
        StartOpenFormDto: {
            /** @description The key this browser was given when it first started; absent on the first visit */
            BrowserKey?: string;
            /**
             * @description Group question → one of its offered values, or "" for none; only on the first visit
             * @example {
             *       "Department": "Sales"
             *     }
             */
            Groups?: {
                [key: string]: string;
            };
        };
        OpenFormStartDto: {
            /** @description Keep it: every later call of this browser names it (X-Open-Link-Key) */
            BrowserKey: string;
            Form: components["schemas"]["SurveyFormDto"];
        };
        /** @enum {string} */
        LifecycleTrigger: "Onboarding" | "Exit";
        LifecycleDto: {
            Id: number;
            CustomerId: number;
            Name: string;
            Trigger: components["schemas"]["LifecycleTrigger"];
            InquiryTypeId: number;
            QuestionIds: number[] | null;
            DaysAfter: number;
            DaysOpen: number;
            IntakeAnswers: components["schemas"]["IntakeAnswerItemDto"][];
            /**
             * @description No one whose invitation day is before this day is invited
             * @example 2027-01-15
             */
            ActiveFrom: string;
            /** @description Why the last attempt to invite did not */
            LastError: string | null;
            /** @description Periods with an inquiry so far */
            PeriodCount: number;
            /** Format: date-time */
            CreatedAt: string;
        };
        LifecyclePageDto: {
            /** @description 1 when pageSize is -1 */
            currentPage: number;
            /** @description -1 when every row is in one page */
            pageSize: number;
            /** @description Rows over every page */
            totalItem: number;
            totalPage: number;
            data: components["schemas"]["LifecycleDto"][];
        };
        CreateLifecycleDto: {
            /**
             * @description Each period's inquiry description
             * @example Onboarding after 30 days
             */
            Name: string;
            /** @description Onboarding: DaysAfter after the person's StartDate; Exit: DaysAfter after their EndDate */
            Trigger: components["schemas"]["LifecycleTrigger"];
            /** @example 1 */
            InquiryTypeId: number;
            /** @description Some of the type’s diagnostic questions to ask; absent or null for all */
            QuestionIds?: number[];
            /**
             * @description Days after the person's date
             * @example 30
             */
            DaysAfter: number;
            /**
             * @description How long each person's form stays open
             * @example 14
             */
            DaysOpen: number;
            /** @description The intake answers every period's inquiry is given (every intake question of the type) */
            IntakeAnswers?: components["schemas"]["IntakeAnswerItemDto"][];
        };
        UpdateLifecycleDto: {
            /**
             * @description Each period's inquiry description
             * @example Onboarding after 30 days
             */
            Name: string;
            /** @description Onboarding: DaysAfter after the person's StartDate; Exit: DaysAfter after their EndDate */
            Trigger: components["schemas"]["LifecycleTrigger"];
            /** @example 1 */
            InquiryTypeId: number;
            /** @description Some of the type’s diagnostic questions to ask; absent or null for all */
            QuestionIds?: number[];
            /**
             * @description Days after the person's date
             * @example 30
             */
            DaysAfter: number;
            /**
             * @description How long each person's form stays open
             * @example 14
             */
            DaysOpen: number;
            /** @description The intake answers every period's inquiry is given (every intake question of the type) */
            IntakeAnswers?: components["schemas"]["IntakeAnswerItemDto"][];
        };
        LifecyclePeriodDto: {
            /**
             * @description The calendar quarter of the people's StartDate or EndDate
             * @example 2027-Q1
             */
            Period: string;
            /** @description The period's inquiry (null while being created) */
            InquiryId: number | null;
            /** @description People invited into it */
            Invited: number;
            /** @description Of them, completed forms */
            Answered: number;
            /** @description Whether the caller sees the period's figures: the inquiry's anonymity gate (a snapshot of at least MIN_RESPONDENTS forms) */
            FiguresReleased: boolean;
            /** @description Completed forms still needed before figures can appear */
            Needed: number;
        };
        ErrorBodyDto: {
            /** @example 404 */
            status: number;
            /** @example Not Found */
            title: string;
            /** @description Readable lines; for validation, "Field: reason" */
            errorMessage: string[];
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
    AuditController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Only events with exactly this action */
                action?: string;
                /** @description Only events caused by this user */
                userId?: number;
                /** @description Only events whose actor's email contains this text */
                email?: string;
                /** @description Only events of this organisation */
                customerId?: number;
                outcome?: "succeeded" | "refused";
                /** @description Events last seen at or after this time (ISO 8601) */
                from?: string;
                /** @description Events first seen before the end of this day, or before this time (ISO 8601) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogPageDto"];
                };
            };
        };
    };
    AuditController_export: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Only events with exactly this action */
                action?: string;
                /** @description Only events caused by this user */
                userId?: number;
                /** @description Only events whose actor's email contains this text */
                email?: string;
                /** @description Only events of this organisation */
                customerId?: number;
                outcome?: "succeeded" | "refused";
                /** @description Events last seen at or after this time (ISO 8601) */
                from?: string;
                /** @description Events first seen before the end of this day, or before this time (ISO 8601) */
                to?: string;
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FilesController_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment with its stored content type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResultDto"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoggedOutDto"];
                };
            };
        };
    };
    AuthController_forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetRequestDto"];
                };
            };
        };
    };
    AuthController_verifyForgotPasswordToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyResetCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetRequestDto"];
                };
            };
        };
    };
    AuthController_resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetRequestDto"];
                };
            };
        };
    };
    AuthController_changePassword: {
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
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChangedDto"];
                };
            };
        };
    };
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
        };
    };
    JobsController_find: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobDto"];
                };
            };
        };
    };
    CustomQuestionsController_listAll: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomQuestionPageDto"];
                };
            };
        };
    };
    CustomQuestionsController_listByUser: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomQuestionPageDto"];
                };
            };
        };
    };
    CustomQuestionsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomQuestionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomQuestionDto"];
                };
            };
        };
    };
    CustomQuestionsController_changeStatus: {
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
                "application/json": components["schemas"]["ChangeStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomQuestionDto"];
                };
            };
        };
    };
    CustomQuestionsController_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomQuestionDto"];
                };
            };
        };
    };
    CustomQuestionsController_update: {
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
                "application/json": components["schemas"]["UpdateCustomQuestionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomQuestionDto"];
                };
            };
        };
    };
    CustomQuestionsController_remove: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomQuestionIdDto"];
                };
            };
        };
    };
    IntakeQuestionsController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeQuestionPageDto"];
                };
            };
        };
    };
    IntakeQuestionsController_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeQuestionDto"];
                };
            };
        };
    };
    IntakeQuestionsController_remove: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResultDto"];
                };
            };
        };
    };
    IntakeQuestionsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateIntakeQuestionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeQuestionDto"];
                };
            };
        };
    };
    IntakeQuestionsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateIntakeQuestionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeQuestionDto"];
                };
            };
        };
    };
    DiagnosticQuestionsController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path: {
                pathwayId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiagnosticQuestionPageDto"];
                };
            };
        };
    };
    DiagnosticQuestionsController_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiagnosticQuestionDto"];
                };
            };
        };
    };
    DiagnosticQuestionsController_remove: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResultDto"];
                };
            };
        };
    };
    DiagnosticQuestionsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                pathwayId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDiagnosticQuestionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiagnosticQuestionDto"];
                };
            };
        };
    };
    DiagnosticQuestionsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pathwayId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDiagnosticQuestionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiagnosticQuestionDto"];
                };
            };
        };
    };
    PathwaysController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PathwayPageDto"];
                };
            };
        };
    };
    PathwaysController_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PathwayDto"];
                };
            };
        };
    };
    PathwaysController_remove: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResultDto"];
                };
            };
        };
    };
    PathwaysController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePathwayDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PathwayDto"];
                };
            };
        };
    };
    PathwaysController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
                pathwayId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePathwayDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PathwayDto"];
                };
            };
        };
    };
    InquiryTypesController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Only rows with this text in one of the fields the operation names, ignoring case */
                search?: string;
                /** @description With sort: ascending (A to Z) or descending */
                order?: "ASC" | "DESC";
                /** @description Sort by the name, ignoring case (newest first without it; pageSize=-1 keeps the dropdown order) */
                sort?: "InqType";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryTypePageDto"];
                };
            };
        };
    };
    InquiryTypesController_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryTypeDto"];
                };
            };
        };
    };
    InquiryTypesController_update: {
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
                "application/json": components["schemas"]["UpdateInquiryTypeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryTypeDto"];
                };
            };
        };
    };
    InquiryTypesController_remove: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResultDto"];
                };
            };
        };
    };
    InquiryTypesController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInquiryTypeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryTypeDto"];
                };
            };
        };
    };
    CustomersController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Only rows with this text in one of the fields the operation names, ignoring case */
                search?: string;
                /** @description With sort: ascending (A to Z) or descending */
                order?: "ASC" | "DESC";
                /** @description Sort by this column, ignoring case (newest first without it) */
                sort?: "CustomerName" | "Industry" | "Website";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPageDto"];
                };
            };
        };
    };
    CustomersController_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDto"];
                };
            };
        };
    };
    CustomersController_update: {
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
                "application/json": components["schemas"]["UpdateCustomerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDto"];
                };
            };
        };
    };
    CustomersController_remove: {
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
            /** @description The customer as it is now: IsActive false */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDto"];
                };
            };
        };
    };
    CustomerUsersController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path: {
                customerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerUserPageDto"];
                };
            };
        };
    };
    CustomerUsersController_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerUserDto"];
                };
            };
        };
    };
    CustomerUsersController_update: {
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
                "application/json": components["schemas"]["UpdateCustomerUserDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerUserDto"];
                };
            };
        };
    };
    CustomerUsersController_remove: {
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
            /** @description The user as it is now: Active false */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerUserDto"];
                };
            };
        };
    };
    FindingsController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Only the entries written for this inquiry type */
                inquiryTypeId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FindingPageDto"];
                };
            };
        };
    };
    FindingsController_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FindingDto"];
                };
            };
        };
    };
    FindingsController_update: {
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
                "application/json": components["schemas"]["UpdateFindingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FindingDto"];
                };
            };
        };
    };
    FindingsController_remove: {
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
            /** @description The finding that was deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FindingDto"];
                };
            };
        };
    };
    FindingsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFindingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FindingDto"];
                };
            };
        };
    };
    RecommendationsController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Only the entries written for this inquiry type */
                inquiryTypeId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationPageDto"];
                };
            };
        };
    };
    RecommendationsController_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationDto"];
                };
            };
        };
    };
    RecommendationsController_update: {
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
                "application/json": components["schemas"]["UpdateRecommendationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationDto"];
                };
            };
        };
    };
    RecommendationsController_remove: {
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
            /** @description The recommendation that was deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationDto"];
                };
            };
        };
    };
    RecommendationsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRecommendationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationDto"];
                };
            };
        };
    };
    RoadmapsController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Only the entries written for this inquiry type */
                inquiryTypeId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadmapPageDto"];
                };
            };
        };
    };
    RoadmapsController_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadmapDto"];
                };
            };
        };
    };
    RoadmapsController_update: {
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
                "application/json": components["schemas"]["UpdateRoadmapDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadmapDto"];
                };
            };
        };
    };
    RoadmapsController_remove: {
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
            /** @description The roadmap that was deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadmapDto"];
                };
            };
        };
    };
    RoadmapsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRoadmapDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadmapDto"];
                };
            };
        };
    };
    InquiriesController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInquiryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryDto"];
                };
            };
        };
    };
    InquiriesController_recreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecreateInquiryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryDto"];
                };
            };
        };
    };
    InquiriesController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryPageDto"];
                };
            };
        };
    };
    InquiriesController_listAll: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryPageDto"];
                };
            };
        };
    };
    InquiriesController_intakeAnswers: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeAnswerPageDto"];
                };
            };
        };
    };
    InquiriesController_addIntakeAnswers: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddIntakeAnswersDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeAnswersResultDto"];
                };
            };
        };
    };
    InquiriesController_get: {
        parameters: {
            query?: {
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryDto"];
                };
            };
        };
    };
    InquiryRespondentsController_addParticipants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddParticipantsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryDto"];
                };
            };
        };
    };
    InquiryRespondentsController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespondentPageDto"];
                };
            };
        };
    };
    InquiryRespondentsController_staff: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffFormPageDto"];
                };
            };
        };
    };
    RespondentActionsController_resend: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
                respondentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespondentActionResultDto"];
                };
            };
        };
    };
    RespondentActionsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
                respondentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespondentActionResultDto"];
                };
            };
        };
    };
    InquiryDocumentsController_userDocuments: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path: {
                inquiryId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDocumentPageDto"];
                };
            };
        };
    };
    InquiryDocumentsController_upload: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description xlsx, xls, docx, doc, pdf or zip; at most 20 MB each, 10 per request */
                    Files: string[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryDocumentItem"][];
                };
            };
        };
    };
    SurveysController_form: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path: {
                typeId: number;
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SurveyFormDto"];
                };
            };
        };
    };
    SurveysController_save: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    Status: "saveasdraft" | "completed";
                    /** @description Question id (the custom question id when IsCustomQuestion) */
                    "SurveyAnswerDtos[0].DiagnosticId"?: string;
                    /** @description The form’s inquiry; the same on every item */
                    "SurveyAnswerDtos[0].InquiryId"?: string;
                    /** @description The caller’s own user id */
                    "SurveyAnswerDtos[0].CustomerUserId"?: string;
                    /** @description true | false */
                    "SurveyAnswerDtos[0].IsCustomQuestion"?: string;
                    /** @description Rating: performance 1-5 or 0/DK; Textbox: the text; empty clears; absent leaves it */
                    "SurveyAnswerDtos[0].Answer"?: string;
                    /** @description Rating in Structure/People/Process/Culture: importance 1-5 or 0/DK */
                    "SurveyAnswerDtos[0].ValueAnswer"?: string;
                    /** @description Checkbox: JSON array of the selected option texts; empty or [] clears */
                    "SurveyAnswerDtos[0].CheckBoxOptions"?: string;
                    /** @description Document: the stored document stays when this is absent or not empty; empty (and no file) removes it */
                    "SurveyAnswerDtos[0].DocumentUrl"?: string;
                    /**
                     * Format: binary
                     * @description Document: xlsx, xls, docx, doc, pdf or zip, at most 20 MB
                     */
                    "SurveyAnswerDtos[0].file"?: string;
                };
                "application/json": {
                    /** @enum {string} */
                    Status: "saveasdraft" | "completed";
                    SurveyAnswerDtos: {
                        /** @description Question id (the custom question id when IsCustomQuestion) */
                        DiagnosticId: number;
                        /** @description The form’s inquiry; the same on every item */
                        InquiryId: number;
                        /** @description The caller’s own user id */
                        CustomerUserId: number;
                        /** @description true | false */
                        IsCustomQuestion?: boolean;
                        /** @description Rating: performance 1-5 or 0/DK; Textbox: the text; empty clears; absent leaves it */
                        Answer?: string;
                        /** @description Rating in Structure/People/Process/Culture: importance 1-5 or 0/DK */
                        ValueAnswer?: string;
                        /** @description Checkbox: JSON array of the selected option texts; empty or [] clears */
                        CheckBoxOptions?: string;
                        /** @description Document: the stored document stays when this is absent or not empty; empty (and no file) removes it */
                        DocumentUrl?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The form as saved, every question in one page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SurveyFormDto"];
                };
            };
        };
    };
    SurveysController_validate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentValidateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SurveyDocumentValidateResultDto"];
                };
            };
        };
    };
    SurveysController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
                customerUserId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SurveyAnswersViewDto"];
                };
            };
        };
    };
    SurveysController_openEnded: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path: {
                inquiryId: number;
                customerUserId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenEndedAnswerPageDto"];
                };
            };
        };
    };
    SurveyPreviewController_preview: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormPreviewDto"];
                };
            };
        };
    };
    SignupController_byName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerLookupDto"];
                };
            };
        };
    };
    SignupController_signup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the confirmation mail (en, fr, de, es); English otherwise */
                "Accept-Language"?: string;
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerAdminSignupDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupResultDto"];
                };
            };
        };
    };
    SignupController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmSignupDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmSignupResultDto"];
                };
            };
        };
    };
    SignupController_completeProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerProfileCompleteDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDto"];
                };
            };
        };
    };
    EmailVerificationController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailVerificationStatusDto"];
                };
            };
        };
    };
    EmailVerificationController_sendCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailVerificationStatusDto"];
                };
            };
        };
    };
    EmailVerificationController_verify: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyEmailDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailVerificationStatusDto"];
                };
            };
        };
    };
    InvitationLinkController_open: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenInvitationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationOpenedDto"];
                };
            };
        };
    };
    InvitationLinkController_setPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetInvitationPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationPasswordSetDto"];
                };
            };
        };
    };
    ResultUploadController_validate: {
        parameters: {
            query?: never;
            header?: {
                /** @description respond-async: answer 202 with a job at once and follow it at GET /api/Jobs/{id} */
                Prefer?: string;
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    File: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentValidateResultDto"];
                };
            };
            /** @description With Prefer: respond-async, the job that does the work */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobDto"];
                };
            };
        };
    };
    ResultUploadController_upload: {
        parameters: {
            query?: never;
            header?: {
                /** @description respond-async: answer 202 with a job at once and follow it at GET /api/Jobs/{id} */
                Prefer?: string;
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    File: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResultDto"];
                };
            };
            /** @description With Prefer: respond-async, the job that does the work */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobDto"];
                };
            };
        };
    };
    ResultUploadController_template: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The .xlsx workbook, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ResultsController_findings: {
        parameters: {
            query?: {
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FindingsResultDto"];
                };
            };
        };
    };
    ResultsController_advanceInsights: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdvanceInsightsResultDto"];
                };
            };
        };
    };
    ResultsController_inputs: {
        parameters: {
            query?: {
                /** @description Attribute:Value — the same shape for that reported group of respondents only (their attributes as invited; 'Department:' is the group without a value; 'Department:Other' the rolled-up group, see GET /api/Insights/Segments). A customer admin gets it only from the snapshot and only for a group the snapshot reports; a value counted inside a rolled-up group, or of an attribute not reported, answers Gated=true with the reason in Message and no figures. Questions withheld for the group (fewer than MIN_RESPONDENTS answers besides Don't Know, docs/confidentiality.md) come with Withheld=true and no figures. The super admin reads live figures of any group or value. */
                segment?: string;
            };
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InputResultDto"];
                };
            };
        };
    };
    ResultsController_inputsForPortalAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InputResultDto"];
                };
            };
        };
    };
    ResultsController_recommendations: {
        parameters: {
            query?: {
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationResultDto"];
                };
            };
        };
    };
    ResultsController_roadmap: {
        parameters: {
            query?: {
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadmapResultDto"];
                };
            };
        };
    };
    ResultsController_areaColors: {
        parameters: {
            query?: {
                /** @description Attribute:Value — the same shape for that reported group of respondents only (their attributes as invited; 'Department:' is the group without a value; 'Department:Other' the rolled-up group, see GET /api/Insights/Segments). A customer admin gets it only from the snapshot and only for a group the snapshot reports; a value counted inside a rolled-up group, or of an attribute not reported, answers Gated=true with the reason in Message and no figures. Questions withheld for the group (fewer than MIN_RESPONDENTS answers besides Don't Know, docs/confidentiality.md) come with Withheld=true and no figures. The super admin reads live figures of any group or value. */
                segment?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AreaColorItem"][];
                };
            };
        };
    };
    ResultsController_documents: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryDocumentPageDto"];
                };
            };
        };
    };
    ReportsController_exportData: {
        parameters: {
            query?: {
                /** @description Adds a heatmap page by this attribute of the respondents, as a customer admin would see it (hidden groups without figures); 400 for an attribute no respondent has or one too fine to group by */
                by?: string;
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
                /** @description respond-async: answer 202 with a job at once and follow it at GET /api/Jobs/{id} */
                Prefer?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportDataResultDto"];
                };
            };
            /** @description With Prefer: respond-async, the job that does the work */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobDto"];
                };
            };
        };
    };
    ReportsController_exportAnswers: {
        parameters: {
            query?: never;
            header?: {
                /** @description respond-async: answer 202 with a job at once and follow it at GET /api/Jobs/{id} */
                Prefer?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportAnswersResultDto"];
                };
            };
            /** @description With Prefer: respond-async, the job that does the work */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobDto"];
                };
            };
        };
    };
    CustomerReportsController_pdf: {
        parameters: {
            query?: {
                /** @description Adds a heatmap page by this attribute (hidden groups without figures); 400 for an unknown or too fine one */
                by?: string;
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
                /** @description respond-async: answer 202 with a job at once and follow it at GET /api/Jobs/{id} */
                Prefer?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportDataResultDto"];
                };
            };
            /** @description With Prefer: respond-async, the job that does the work */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobDto"];
                };
            };
        };
    };
    CustomerReportsController_figures: {
        parameters: {
            query?: {
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
                /** @description respond-async: answer 202 with a job at once and follow it at GET /api/Jobs/{id} */
                Prefer?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportDataResultDto"];
                };
            };
            /** @description With Prefer: respond-async, the job that does the work */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobDto"];
                };
            };
        };
    };
    ProfileController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileDto"];
                };
            };
        };
    };
    ProfileController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileDto"];
                };
            };
        };
    };
    InsightsController_importancePerformance: {
        parameters: {
            query?: {
                /** @description Attribute:Value — the same shape for that reported group of respondents only (their attributes as invited; 'Department:' is the group without a value; 'Department:Other' the rolled-up group, see GET /api/Insights/Segments). A customer admin gets it only from the snapshot and only for a group the snapshot reports; a value counted inside a rolled-up group, or of an attribute not reported, answers Gated=true with the reason in Message and no figures. Questions withheld for the group (fewer than MIN_RESPONDENTS answers besides Don't Know, docs/confidentiality.md) come with Withheld=true and no figures. The super admin reads live figures of any group or value. */
                segment?: string;
            };
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportancePerformanceDto"];
                };
            };
        };
    };
    InsightsController_anonymity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnonymityGateDto"];
                };
            };
        };
    };
    HeatmapController_segments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquirySegmentsDto"];
                };
            };
        };
    };
    HeatmapController_heatmap: {
        parameters: {
            query: {
                /** @description An attribute the respondents were invited with (from the People directory) */
                by: string;
            };
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeatmapDto"];
                };
            };
        };
    };
    EnpsController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnpsDto"];
                };
            };
        };
    };
    CommentsController_themes: {
        parameters: {
            query?: {
                /** @description Only this open question: d:{id} (diagnostic) or c:{id} (custom) */
                question?: string;
                /** @description Only the respondents of one group, Attribute:Value (a group below the floor is withheld) */
                segment?: string;
                /** @description Super admin only: what a customer admin of the inquiry sees (snapshot, floor, release) */
                view?: "customer";
            };
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentThemesDto"];
                };
            };
        };
    };
    CommentsController_comments: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                question?: string;
                /** @description A theme label as CommentThemes names it */
                theme?: string;
                sentiment?: "positive" | "neutral" | "negative" | "unscored";
                /** @description Words the comment contains (case-insensitive) */
                search?: string;
                segment?: string;
                view?: "customer";
            };
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentPageDto"];
                };
            };
        };
    };
    CommentsController_release: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentReleaseDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentReleaseStateDto"];
                };
            };
        };
    };
    InsightsTrendController_trend: {
        parameters: {
            query?: {
                /** @description Attribute:Value — the trend of that group only (attributes as invited in each round). A round contributes the group's figures only when a customer admin's snapshot of that round shows the group (see GET /api/Insights/Heatmap), or for the super admin when the group holds at least MIN_RESPONDENTS completed forms. */
                segment?: string;
            };
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrendDto"];
                };
            };
        };
    };
    InsightsBenchmarkController_benchmark: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenchmarkDto"];
                };
            };
        };
    };
    BenchmarkPoolController_pool: {
        parameters: {
            query: {
                inquiryTypeId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenchmarkPoolDto"];
                };
            };
        };
    };
    BenchmarkPoolController_exclusion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExclusionDto"];
                };
            };
        };
    };
    BenchmarkPoolController_setExclusion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetExclusionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExclusionDto"];
                };
            };
        };
    };
    PeopleController_import: {
        parameters: {
            query?: {
                /** @description true: answer what would happen and write nothing (default false) */
                dryRun?: "true" | "false";
            };
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    File: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResultDto"];
                };
            };
        };
    };
    PeopleController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Part of the email, first name or last name (any case) */
                search?: string;
                /** @description With value: only people whose attribute has that value, e.g. attribute=Department&value=Sales (use pageSize=-1 for every address, then AddParticipants) */
                attribute?: string;
                /** @description The attribute value to match exactly (with attribute) */
                value?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonPageDto"];
                };
            };
        };
    };
    PeopleController_hierarchy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HierarchyDto"];
                };
            };
        };
    };
    PeopleController_attributes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonAttributeDto"][];
                };
            };
        };
    };
    PeopleController_update: {
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
                "application/json": components["schemas"]["UpdatePersonDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDto"];
                };
            };
        };
    };
    PeopleController_remove: {
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
            /** @description The person as it was */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDto"];
                };
            };
        };
    };
    RemindersController_send: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendRemindersResultDto"];
                };
            };
        };
    };
    RemindersController_remindOne: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
                respondentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespondentActionResultDto"];
                };
            };
        };
    };
    TranslationsController_coverage: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                Language?: "fr" | "de" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageDto"];
                };
            };
        };
    };
    TranslationsController_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The .xlsx workbook, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TranslationsController_import: {
        parameters: {
            query?: {
                /** @description Check the workbook and answer the report without writing */
                dryRun?: boolean;
            };
            header?: {
                /** @description respond-async: answer 202 with a job at once and follow it at GET /api/Jobs/{id} */
                Prefer?: string;
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    File: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationImportResultDto"];
                };
            };
            /** @description With Prefer: respond-async, the job that does the work */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobDto"];
                };
            };
        };
    };
    TranslationsController_item: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemTranslationsDto"];
                };
            };
        };
    };
    TranslationsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateItemTranslationsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemTranslationsDto"];
                };
            };
        };
    };
    ApiKeysController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyPageDto"];
                };
            };
        };
    };
    ApiKeysController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry. The answer holds a secret shown once, which is not kept: the same key from the same caller within 24 h answers 409 naming the API key the first request created (delete it and create another if that answer was lost), and creates nothing; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyDto"];
                };
            };
        };
    };
    ApiKeysController_revoke: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResultDto"];
                };
            };
        };
    };
    WebhooksController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookPageDto"];
                };
            };
        };
    };
    WebhooksController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry. The answer holds a secret shown once, which is not kept: the same key from the same caller within 24 h answers 409 naming the webhook the first request created (delete it and create another if that answer was lost), and creates nothing; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookDto"];
                };
            };
        };
    };
    WebhooksController_remove: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResultDto"];
                };
            };
        };
    };
    WebhooksController_deliveries: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPageDto"];
                };
            };
        };
    };
    WebhooksController_test: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryItemDto"];
                };
            };
        };
    };
    SsoAuthController_discover: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoDiscoveryDto"];
                };
            };
        };
    };
    SsoAuthController_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Location: the provider’s authorization URL, or {PUBLIC_URL}/auth/login?sso_error=… */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SsoAuthController_callback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Location: {PUBLIC_URL}/auth/sso#code=… (one-time code), or {PUBLIC_URL}/auth/login?sso_error=… */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SsoAuthController_exchange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SsoExchangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResultDto"];
                };
            };
        };
    };
    SsoAuthController_linkCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SsoLinkCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoLinkCodeSentDto"];
                };
            };
        };
    };
    SsoAuthController_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SsoLinkDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResultDto"];
                };
            };
        };
    };
    SsoSettingsController_own: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoSettingsDto"];
                };
            };
        };
    };
    SsoSettingsController_updateOwn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSsoSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoSettingsDto"];
                };
            };
        };
    };
    SsoSettingsController_testOwn: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoConnectionTestDto"];
                };
            };
        };
    };
    SsoSettingsController_verifyOwn: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoSettingsDto"];
                };
            };
        };
    };
    SsoSettingsController_verify: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                customerId: number;
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoSettingsDto"];
                };
            };
        };
    };
    SsoSettingsController_approve: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                customerId: number;
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoSettingsDto"];
                };
            };
        };
    };
    SsoSettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoSettingsDto"];
                };
            };
        };
    };
    SsoSettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSsoSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoSettingsDto"];
                };
            };
        };
    };
    SsoSettingsController_test: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                customerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoConnectionTestDto"];
                };
            };
        };
    };
    SamlAuthController_metadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SAML metadata XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No organisation has this key */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SamlAuthController_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Location: the provider’s sign-on URL with SAMLRequest, or {PUBLIC_URL}/auth/login?sso_error=… */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SamlAuthController_acs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Location: {PUBLIC_URL}/auth/sso#code=… (one-time code), or {PUBLIC_URL}/auth/login?sso_error=… */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SamlSettingsController_own: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SamlSettingsDto"];
                };
            };
        };
    };
    SamlSettingsController_updateOwn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSamlSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SamlSettingsDto"];
                };
            };
        };
    };
    SamlSettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SamlSettingsDto"];
                };
            };
        };
    };
    SamlSettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSamlSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SamlSettingsDto"];
                };
            };
        };
    };
    InquiryActionsController_sharedActions: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedActionPageDto"];
                };
            };
        };
    };
    InquiryActionsController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Only this owner's actions (a user id), or none: the actions nobody owns yet */
                owner?: string;
                status?: components["schemas"]["ActionStatus"];
                /** @description Only the actions about this area: named as a target, or through a targeted question of it */
                area?: components["schemas"]["ResultArea"];
                /** @description true: only the overdue actions (past the due date, neither done nor dropped); false: only the others */
                overdue?: "true" | "false";
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionPageDto"];
                };
            };
        };
    };
    InquiryActionsController_create: {
        parameters: {
            query?: {
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateActionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionDto"];
                };
            };
        };
    };
    InquiryActionsController_ownerChoices: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Only rows with this text in one of the fields the operation names, ignoring case */
                search?: string;
            };
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionOwnerChoicePageDto"];
                };
            };
        };
    };
    ActionsController_mine: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionPageDto"];
                };
            };
        };
    };
    ActionsController_get: {
        parameters: {
            query?: {
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path: {
                actionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionDto"];
                };
            };
        };
    };
    ActionsController_update: {
        parameters: {
            query?: {
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path: {
                actionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateActionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionDto"];
                };
            };
        };
    };
    ActionsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResultDto"];
                };
            };
        };
    };
    ActionsController_addUpdate: {
        parameters: {
            query?: {
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                actionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddActionUpdateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionDto"];
                };
            };
        };
    };
    ActionsController_share: {
        parameters: {
            query?: {
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path: {
                actionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareActionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionDto"];
                };
            };
        };
    };
    ActionEffectsController_effectsOf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionEffectsDto"];
                };
            };
        };
    };
    ProgrammesController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgrammePageDto"];
                };
            };
        };
    };
    ProgrammesController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProgrammeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgrammeDto"];
                };
            };
        };
    };
    ProgrammesController_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgrammeDto"];
                };
            };
        };
    };
    ProgrammesController_update: {
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
                "application/json": components["schemas"]["UpdateProgrammeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgrammeDto"];
                };
            };
        };
    };
    ProgrammesController_remove: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResultDto"];
                };
            };
        };
    };
    ProgrammesController_pause: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgrammeDto"];
                };
            };
        };
    };
    ProgrammesController_resume: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgrammeDto"];
                };
            };
        };
    };
    ProgrammesController_rounds: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgrammeRoundPageDto"];
                };
            };
        };
    };
    ResultsStudioController_draft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultDraftDto"];
                };
            };
        };
    };
    ResultsStudioController_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveDraftDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultDraftDto"];
                };
            };
        };
    };
    ResultsStudioController_exportWorkbook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The .xlsx workbook, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ResultsStudioController_importWorkbook: {
        parameters: {
            query: {
                /** @description The draft version the workbook replaces (409 if stale) */
                Version: number;
            };
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    File: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultDraftDto"];
                };
            };
        };
    };
    ResultsStudioController_publish: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishDraftDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishResultDto"];
                };
            };
        };
    };
    ResultsStudioController_unpublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnpublishDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnpublishResultDto"];
                };
            };
        };
    };
    ResultsStudioController_preview: {
        parameters: {
            query?: {
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultPreviewDto"];
                };
            };
        };
    };
    ResultsStudioController_suggest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultSuggestionsDto"];
                };
            };
        };
    };
    ReportSharesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportShareDto"][];
                };
            };
        };
    };
    ReportSharesController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReportShareDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportShareDto"];
                };
            };
        };
    };
    ReportSharesController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
                shareId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportShareDto"];
                };
            };
        };
    };
    MyReportSharesController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedWithMeDto"][];
                };
            };
        };
    };
    TeamInsightsController_team: {
        parameters: {
            query?: {
                manager?: string;
            };
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamInsightsDto"];
                };
            };
        };
    };
    OpenLinksController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenLinkDto"];
                };
            };
        };
    };
    OpenLinksController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOpenLinkDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenLinkDto"];
                };
            };
        };
    };
    OpenLinksController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenLinkRevokedDto"];
                };
            };
        };
    };
    OpenLinksController_qr: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/svg+xml */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OpenLinkAnsweringController_intro: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenLinkIntroDto"];
                };
            };
        };
    };
    OpenLinkAnsweringController_start: {
        parameters: {
            query?: {
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header?: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartOpenFormDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenFormStartDto"];
                };
            };
        };
    };
    OpenLinkAnsweringController_form: {
        parameters: {
            query?: {
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
                /** @description The key /Start answered this browser */
                "X-Open-Link-Key": string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SurveyFormDto"];
                };
            };
        };
    };
    OpenLinkAnsweringController_save: {
        parameters: {
            query?: {
                /** @description Overrides the user's Language and Accept-Language */
                lang?: "en" | "fr" | "de" | "es";
            };
            header: {
                /** @description Used when neither ?lang nor the user's Language is set; English otherwise */
                "Accept-Language"?: string;
                /** @description The key /Start answered this browser */
                "X-Open-Link-Key": string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SurveyFormDto"];
                };
            };
        };
    };
    LifecycleController_list: {
        parameters: {
            query?: {
                /** @description -1 returns every row in one page */
                pageSize?: number;
                currentPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LifecyclePageDto"];
                };
            };
        };
    };
    LifecycleController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A fresh value per create action, reused on retry: the same key from the same caller within 24 h answers the first response again (status and body) without creating; the same key with a different request is refused with 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateLifecycleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LifecycleDto"];
                };
            };
        };
    };
    LifecycleController_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LifecycleDto"];
                };
            };
        };
    };
    LifecycleController_update: {
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
                "application/json": components["schemas"]["UpdateLifecycleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LifecycleDto"];
                };
            };
        };
    };
    LifecycleController_remove: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResultDto"];
                };
            };
        };
    };
    LifecycleController_periods: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LifecyclePeriodDto"][];
                };
            };
        };
    };
}
