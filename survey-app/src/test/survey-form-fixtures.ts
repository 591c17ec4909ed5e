// Every field SurveyFormQuestions sends for a question nobody has answered yet.
export const unanswered = {
  Description: '',
  MaxLength: null,
  ValidationRegex: null,
  RadioButtonOptions: [],
  CheckBoxOptions: [],
  CheckBoxOptionLabels: [],
  IsCustomQuestion: false,
  InquiryId: 5,
  CustomerUserId: 3,
  Answer: null,
  ValueImportanceAnswer: null,
  CheckBoxOptionsAnswer: [],
  DocumentName: null,
  DownloadLink: null,
};
