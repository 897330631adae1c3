/**
 * Every client-visible message of the specification (000, 001 and 002, sections 2, 5 and 8),
 * spelled exactly as written there, typos and odd spacing included: the end-to-end tests and the
 * people who know the old product look for these exact strings. Browser and server both import
 * this file, so a message lives in exactly one place.
 */
export const MESSAGES = {
  // Field validation (all documents, section 5).
  fieldRequired: 'Field is required',
  thisFieldRequired: 'This field is required.',
  zipFiveDigits: 'Enter 5 digit zip code',
  /** The same rule with a full stop, as 000 section 5 quotes it for some forms. */
  zipFiveDigitsWithStop: 'Enter 5 digit zip code.',
  zipInvalid: 'Invalid Zip code',
  ageBetween18And100: 'Age must be between 18 and 100 years.',
  invalidRepAccessCode: 'Invalid Rep Access Code',
  invalidGroupEnrollmentCode: 'Invalid Group Enrollment Code',
  selectCategory: 'Please select a category.',
  choosePlatform: 'Please choose a platform',
  chooseGroup: 'Please choose a group',
  chooseEnrollForNewMember: 'Choose enroll for new member',
  chooseTier: 'Please choose a tier',
  validName: 'Please enter valid name',
  validEmailAddress: 'Please enter valid email address',
  fillBothFields: 'Please fill the both fields.',
  validFirstName: 'Please enter valid first name',
  validLastName: 'Please enter valid last name',
  invalidSsn: 'Invalid Social Security Number',
  // A masked SSN ('***-**-1234') sent back where no saved SSN ends in those digits (security review; no spec wording).
  fullSsnRequired: 'Please enter the full Social Security Number.',
  // Health answers a session that does not prove the enrollment gets withheld (answers_withheld; security review).
  healthAnswersWithheld: 'Your saved health answers are not shown in this session.',
  weightNotPositive: 'Weight cannot be zero or less',
  heightZero: 'Height cannot be zero',
  inchInvalid: 'Inch is invalid',
  enrollerCodeRequired: 'Enroller code is required',
  enterEnrollerCode: 'Enter Enroller Code',
  answerAllQuestions: 'Please answer all questions',
  answerYesToContinue: 'Please answer yes in order to continue',
  hintAnswerYes: '*Answer should be Yes to continue',
  hintAnswerYesNo: '*Answer should be Yes/No to continue',
  emailNotCorrectFormat: 'Email is not in correct format',
  invalidPhone: 'Invalid phone number',
  invalidEmployer: 'Invalid employer information',
  retiredEmployer: 'You cannot proceed with retired employer',
  selectHolidayPolicy: 'Select at least one holiday policy',
  beneficiaryPercentageRange: 'Beneficiary percentage should not be 0 or more than 100',
  maxBeneficiaries: 'Maximum allowed number of beneficiaries is 3',
  addBeneficiariesFirst: 'Please add your beneficiaries before continuing.',
  enterValidEmail: 'Enter valid email address',
  pleaseSelect: 'Please Select',
  selectSpouseStatus: 'Please select spouse status',
  signatureRequired: 'Signature is required',
  invalidAccountHolderName: 'Invalid account holder name',
  routingNineDigits: 'Routing number must be of 9 digits',
  accountNumberDigits: 'Account Number must be of 4 to 17 digits.',
  cardNumberLength: 'Card number must be Min-13 and Max-25',
  securityCodeDigits: 'Security code must of 3 or 4 digits',
  // Billing: the server's routing and card refusals (002 sections 7 and 8 give them no wording); a
  // routing number failing its checksum is the routing field's own format (routingNineDigits).
  routingNumberUnknown: 'No bank found for this routing number',
  cardNotAccepted: 'Card number is not valid',

  // Empty states, errors and confirmations (000 and 002, sections 2 and 8).
  pageNotFound: 'OOPS! Page not found',
  noPlansForSelection: 'No Plans are available for your selection',
  plansNotAvailable: 'Plans Not Available',
  noItemsInCart: 'No items in cart.',
  confirmRemove: 'Do you really want to remove?',
  cartConfirmationTitle: 'Cart page confirmation to proceed further',
  informationSaved: 'Information Saved!!! Check your email to continue',
  somethingWentWrong: 'Something went wrong. Please save your enrollment.',
  // The review names what completion still needs, each with a link there (issue 26 item 9; no spec wording).
  reviewStepsNotComplete: 'Some steps are not complete.',
  reviewFieldsNowRequired: 'Some information is now required.',
  reviewCompleteTheseFirst: 'Please complete these before completing the enrollment:',
  // The database is restarting or failing over: the 503 answer (issue 26; no spec wording).
  serviceUnavailable: 'We cannot reach our records right now. Please try again in a few seconds.',
  // The header of a signed-in rep or group administrator (issue 26; the spec names the routes 'rep home', 'group home').
  repHome: 'Rep home',
  groupHome: 'Group home',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  specialCarrierCartNote:
    'Quotes, prices and/or rates displayed include 3% Administrative fees. Optional Life plans are dependent on Medical Underwriting Approval.',

  // Prompts, headings and labels quoted by the specification (000, 001, 002 section 2).
  accessCodePrompt: 'Please Enter Your Access Code, to access site',
  agePrompt: 'What is your age?',
  // The default site's way in without a code: the house agency's store (issue 26; no spec wording).
  noAccessCode: 'No access code?',
  houseStoreNote: 'Browse plans and enroll yourself, no code needed.',
  whoToEnroll: 'Who do you want to enroll for?',
  chooseEnrollmentPortal: 'Choose Enrollment Portal',
  startNewMemberEnrollment: 'Start New Member Enrollment',
  startDirectEnrollment: 'Start Direct Enrollment',
  chooseGroupAndEnroll: 'Choose a Group and Enroll',
  chooseTierHeading: 'Choose Tier',
  basicDetailsTitle: 'Basic Details',
  viewOtherPlans: 'View other plans available',
  enrollingCompanyLead: 'The company that you will be enrolling under is',
  doYouSmoke: 'Do you smoke?',
  selectMembership: 'Select MemberShip',
  chooseTheTierTitle: 'Please choose the tier',
  clientEmailLabel: 'Must be Client email',
  uspsAddressValidation: 'USPS Address Validation',
  spouseQuestion: 'Will you be Enrolling your spouse ?',
  sendSmsNotification: 'Send enrollment & signature notification via Text Message',
  choosePhysicalAddress: 'Choose physical address',
  enrollmentReceipt: 'Enrollment Receipt',
  continueWelcome: 'Welcome',
  /** The help widget's Contact Rep, after the last question (000 sections 4 and 9). */
  assistantDone: 'Please allow 24 hours for a rep to reach out.',

  // Tooltips (001 and 002 section 2).
  clickToContinueEnrollment: 'Click to continue enrollment',
  clickToAddDependent: 'Click to add dependent',
  deleteTooltip: 'Delete',
  submitEditedFormToAdd: 'Please submit the edited form first to add dep',
  submitEditedFormToContinue: 'Please submit the edited form first to continue',
  submitEditedFormToDelete: 'Please submit the edited form first to delete',

  // Plan banners on the dependent step (002 section 5).
  l713OneChild: 'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
  ihaFiveChildren: 'Only 5 child is allowed in IHA plan for Member + Children tier',
  ihaNineDependents: 'Only 9 dependent is allowed in IHA plan for Member + Family tier',
  proceedClickingNext: 'You can proceed further clicking next button',

  // Dependent list refusals the specification leaves unworded (OpenEnroll's own texts, 002 section 4 rules).
  addDependentsFirst: 'Please add your dependents before continuing.',
  dependentOneSpouse: 'Only one spouse can be enrolled',
  dependentsMax: 'Maximum allowed number of dependents is 10',
  dependentSpouseOnly: 'Only a spouse can be enrolled on the Member + Spouse tier',
  dependentChildrenOnly: 'Only children can be enrolled on the Member + Child(ren) tier',
  dependentsNotForTier: 'No dependents can be enrolled on the Member Only tier',
} as const;

/** Pricing error codes with a user-visible message (001 section 8); other codes show the server's message. */
export const PRICING_ERROR_MESSAGES = {
  salaryError: 'Please enter your annual salary to view rates by clicking here.',
  hourError: 'Please enter a sufficient working hours to add product to the cart by clicking here.',
  stateError: 'Plan not available in your state. Please change the state by editing your basic info above.',
  tierError: 'Plan not available for this tier. Please change the tier by editing your basic info above.',
  ageError: 'Plan not available for selected age group. Please edit your basic info above.',
  metError: 'Plan not available in the area. Please choose another area by editing your basic info above.',
  smokerError: 'Tobacco usage required. Please choose tobacco usage by clicking here.',
} as const;

export type PricingErrorCode = keyof typeof PRICING_ERROR_MESSAGES;

/** The fixed message of a pricing error code, or undefined when the server's own message applies. */
export function pricingErrorMessage(code: string): string | undefined {
  return Object.hasOwn(PRICING_ERROR_MESSAGES, code) ? PRICING_ERROR_MESSAGES[code as PricingErrorCode] : undefined;
}

/** Refusals of GET /compare-plans (the browser keeps to the same limits before it asks). */
export const COMPARE_MESSAGES = {
  count: 'Choose 2 to 4 plans to compare.',
  duplicate: 'Each plan can be compared once.',
  sameGroup: 'Compare plans of one kind at a time, for example dental with dental.',
  noBenefits: 'This plan has no benefit table to compare.',
} as const;

/** Wizard step titles by tab_name (002 section 3, navigation items); also the step headings. */
export const STEP_TITLES = {
  primary_info: 'Personal Information',
  contact_info: 'Contact Information',
  employer_info: 'Employer Information',
  beneficiary_info: 'Beneficiary Information',
  primary_health_info: 'Health Questions',
  dependent_info: 'Dependent Information',
  review_info: 'Review & Confirmation',
  agreement_info: 'Agreement & Signature',
  billing_info: 'Billing Information',
} as const;

// Templated messages: the fixed words stay here, callers supply only the variable part.

/** 'Your total Beneficiary Percentage is N and it Should not be more than 100%' (001 section 5). */
export function beneficiaryTotalOver(total: number): string {
  return `Your total Beneficiary Percentage is ${total} and it Should not be more than 100%`;
}

/** 'Your total Beneficiary Percentage is N and it Should not be less than 100%' (001 section 5). */
export function beneficiaryTotalUnder(total: number): string {
  return `Your total Beneficiary Percentage is ${total} and it Should not be less than 100%`;
}

/** The red total message for a beneficiary total, or undefined at exactly 100. */
export function beneficiaryTotalMessage(total: number): string | undefined {
  if (total > 100) return beneficiaryTotalOver(total);
  if (total < 100) return beneficiaryTotalUnder(total);
  return undefined;
}

/** A dependent's save-later validation error: 'Dependent #{n} {message}' (002 sections 5 and 8). */
export function dependentError(n: number, message: string): string {
  return `Dependent #${n} ${message}`;
}

/** Title of the dependent add form: 'Dependent #n' (002 section 2). */
export function dependentTitle(n: number): string {
  return `Dependent #${n}`;
}

/** A beneficiary list line: 'Beneficiary #n: first last' (001 section 2). */
export function beneficiaryLine(n: number, firstName: string, lastName: string): string {
  return `Beneficiary #${n}: ${firstName} ${lastName}`;
}

/** Heading of /new-plans: 'HERE ARE YOUR AVAILABLE {category} PLANS' (category inserted as given). */
export function availablePlansHeading(category: string): string {
  // One case throughout: the category is upper-cased with the rest ('... DENTAL PLANS', not '... Dental PLANS').
  return `HERE ARE YOUR AVAILABLE ${category.toUpperCase()} PLANS`;
}

/** The landing-config error page text (000 section 2, 002 section 8). */
export function landingNotConfigured(kind: 'Agent' | 'Group'): string {
  return `OOPS! Landing url is not configured for this ${kind}`;
}

/** The cart confirmation text: 'Your plans will be effective as of {date}'. */
export function effectiveAsOf(date: string): string {
  return `Your plans will be effective as of ${date}`;
}

/** The referral page headline suffix: '(Referred By: {name})'. */
export function referredBy(name: string): string {
  return `(Referred By: ${name})`;
}

/** The receipt greeting: 'Dear {name}, Thank you' (002 section 2). */
export function receiptGreeting(name: string): string {
  return `Dear ${name}, Thank you`;
}

/** The receipt's confirmation number: '#{policy id}'. */
export function confirmationNumber(policyId: string | number): string {
  return `#${policyId}`;
}

/** The group-code confirmation: 'The company that you will be enrolling under is' plus the group name. */
export function enrollingCompany(name: string): string {
  return `${MESSAGES.enrollingCompanyLead} ${name}`;
}

/** The plan-detail selection line: 'Selected Group is: ... | Member: ... | Selected Portal is: ...' (001 section 2). */
export function selectionLine(group: string, member: string, portal: string): string {
  return `Selected Group is: ${group} | Member: ${member} | Selected Portal is: ${portal}`;
}

/** The default site's button for a visitor without a code: the house agency's store (issue 26; no spec wording). */
export function shopHouseStore(name: string): string {
  return `Shop at ${name}`;
}

/** A billing date option, 'Nth of month' with an English ordinal: 1st, 2nd, 3rd, 28th (002 section 9). */
export function billDateLabel(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix} of month`;
}

/**
 * The catalogue's messages for the checks of a carrier's typed field, written by us: the
 * specification words none. A definition's `messages` replaces any of them for its field.
 */
export const CHECK_MESSAGES = {
  enterNumber: 'Enter a number',
  enterWholeNumber: 'Enter a whole number',
  chooseAnOption: 'Choose one of the options',
  notInExpectedForm: 'Enter the value in the form asked for',
  enterValidDate: 'Enter a valid date (mm/dd/yyyy)',
  dateNotInFuture: 'The date cannot be in the future',
  validPastDate: 'Enter a valid date (mm/dd/yyyy) that is not in the future',
  dateNotInPast: 'The date cannot be in the past',
  atLeastCharacters: (n: number) => `Enter at least ${n} characters`,
  atMostCharacters: (n: number) => `Enter at most ${n} characters`,
  atLeastNumber: (n: number) => `Enter ${n} or more`,
  atMostNumber: (n: number) => `Enter ${n} or less`,
  minAge: (n: number) => `Must be at least ${n} years old`,
  maxAge: (n: number) => `Must be at most ${n} years old`,
} as const;

/**
 * The carrier-file console's refusals (schemas/api/carrier-files.ts), written by us. Field errors of
 * PUT /admin/carrier-profiles/:carrier_id target `sender_id`, `receiver_id`, `line_of_business.<category>`,
 * `plan_codes.<plan id>`, `file_name_pattern`, `delivery.host`, `delivery.username`, `delivery.remote_dir`.
 */
export const CARRIER_FILE_MESSAGES = {
  x12Id: 'Enter 1 to 15 capital letters and digits',
  lineOfBusiness: 'Enter a line of business code of 2 or 3 capital letters',
  unknownCategory: 'There is no such category',
  planCode: 'Enter a plan code of 1 to 50 letters, digits, spaces, dots, dashes or underscores',
  notCarrierPlan: "This plan is not one of the carrier's plans",
  fileNamePattern: 'Use letters, digits, dots, dashes, underscores and {carrier} {date} {time} {control} {mode}',
  fileNameNeedsControl: 'The file name must contain {control}',
  sftpHost: 'Enter the SFTP host name',
  sftpUsername: 'Enter the SFTP user name',
  sftpRemoteDir: 'Enter the remote directory',
  noSuchCarrier: 'There is no such carrier',
  notYourCarrier: 'You may only manage your own carrier',
  noSuchDelivery: 'There is no such delivery',
  notHeld: 'Only a held file waits for confirmation',
  notOpen: 'Only a held, failed or undelivered file can be cancelled',
  noSuchPolicy: 'There is no such policy, or it has no plan left to cancel',
  termDate: 'Enter the last day of coverage as a real date',
  openFile: "This carrier's last file is not delivered yet: confirm, cancel or retry it first",
  runInProgress: 'A carrier file run is already in progress; try again shortly',
  sftpHostUnknown: 'We could not find this host name',
  sftpHostNotPublic:
    'This host is a loopback, link-local or private address; carrier files go only to public addresses',
  destinationPending: 'Waiting for staff to approve the SFTP destination',
  approveStaffOnly: 'Only staff can approve a delivery destination',
  destinationChanged: 'The SFTP destination changed since you looked at it; review it again',
  noSftpDestination: 'This carrier has no complete SFTP destination to approve',
  runSilent: 'The run stopped before the file was finished (its process ended). Nothing was sent: run the file again.',
  buildFailed: (code: string) =>
    `The file could not be built (${code}). Nothing was sent: run the file again, and tell support if it fails again.`,
  recordFailed: (code: string, attempt: number, max: number) =>
    `Sent, but recording what it told failed (${code}), attempt ${attempt} of ${max}: the recording is tried again`,
} as const;

/**
 * Refusals that name what is wrong with a typed value (issue 26, item 8), written by us: impossible
 * input is refused with one of these, never rewritten; the specification's messages above stay for
 * the cases they word.
 */
export const INPUT_MESSAGES = {
  cardExpired: (month: string, year: string) =>
    `This card expired in ${month}/${year}: use a card that has not expired`,
  dateForm: 'Enter the date as mm/dd/yyyy',
  monthOutOfRange: (month: string) => `There is no month ${month}: the month must be 01 to 12`,
  dayOutOfRange: (day: string, monthName: string, year: number, days: number) =>
    `There is no day ${day} in ${monthName} ${year}: it has ${days} days`,
  yearTooEarly: 'The year must be 1900 or later',
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters`,
  ssnIsApplicants: "This is the applicant's own Social Security Number: enter the dependent's",
  emailReserved: (domain: string) => `${domain} is reserved for examples and cannot receive e-mail`,
  emailDisposable: (domain: string) => `${domain} is a disposable mailbox service: enter a permanent address`,
} as const;

/** The receipt's own texts (issue 26, item 11): coverage date, the people covered, what happens next, print. */
export const RECEIPT_TEXT = {
  coverageStarts: (date: string) => `Coverage starts ${date}`,
  peopleCovered: 'People covered',
  relationship: { applicant: 'applicant', spouse: 'spouse', child: 'child' },
  nextStepsTitle: 'What happens next',
  nextSteps: [
    'The Enrollment Receipt goes to the e-mail address on the enrollment; keep it with this confirmation number.',
    'Your first payment is taken as you chose on the billing step; each later one on your billing date.',
    'Your ID cards and plan documents come from each plan’s carrier before your coverage starts.',
    'To change or ask about your coverage, contact your representative or the support number on this site, quoting the confirmation number.',
  ],
  print: 'Print receipt',
  answersTitle: 'Your answers',
} as const;

/** The current-member tables' texts and the member lists' refusal (issue 27), written by us. */
export const MEMBER_LIST_MESSAGES = {
  searchLabel: 'Search members',
  searchHint: 'The start of a name or e-mail address, or a whole member ID',
  loadFailed: 'Your members could not be loaded',
  none: 'No members yet.',
  noMatch: 'No members match your search.',
  pagesLabel: 'Member pages',
  previous: 'Previous',
  next: 'Next',
  /** 'Showing 1-50 of 70,000 members'; one row: 'Showing 6 of 6 members'. */
  showing: (from: number, to: number, total: number) =>
    `Showing ${from.toLocaleString('en-US')}${from === to ? '' : `-${to.toLocaleString('en-US')}`} of ${total.toLocaleString('en-US')} ${
      total === 1 ? 'member' : 'members'
    }`,
  caption: (page: number, pages: number) =>
    `Current members, page ${page.toLocaleString('en-US')} of ${pages.toLocaleString('en-US')}`,
  badCursor: 'This page of the member list is out of date or damaged: start again from the first page',
  /** The rep's view of an enrollment's answers (decision 0310). */
  answers: 'Answers',
  answersTitle: (name: string) => `Answers of ${name}`,
  answersHeading: "Answers to the carriers' questions",
  answersFailed: 'The answers could not be loaded',
  noAnswers: "This enrollment answered no carrier's questions.",
} as const;

/** The plan listing's paging (issue 27), written by us. */
export const PLAN_LISTING_MESSAGES = {
  showMore: 'Show more plans',
  loadingMore: 'Loading more plans…',
  /** 'Showing 24 of 4,100 plans'. */
  showing: (shown: number, total: number) =>
    `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'plan' : 'plans'}`,
} as const;

/** Background exports (issue 27): what an owner reads about a job, written by us. */
export const EXPORT_MESSAGES = {
  noSuchExport: 'There is no such export, or it has expired',
  notReady: 'This export is not finished yet',
  failed: 'The export could not be finished. Please try again; if it fails again, contact support.',
  stopped: 'The export stopped before it was finished (the server restarted). Please try again.',
  expired: 'This export has expired. Please start a new one.',
  signInFirst: "Please sign in with your group administrator's e-mail and password.",
} as const;

/** The group home's census export (issue 27), written by us. */
/** The staff console's carrier file runs and delivery log (issue 27: runs followed while built, the log in pages). */
export const CARRIER_RUN_TEXT = {
  progressLabel: (fileName: string) => `Building ${fileName}`,
  /** '12,000 of 70,000 subscribers'. */
  progress: (done: number, total: number) =>
    `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'subscriber' : 'subscribers'}`,
  building: (file: string, progress: string) => `${file} is being built: ${progress}.`,
  sending: (file: string) => `${file} is built and being sent.`,
  stopped: (file: string, why: string) => `${file} stopped. ${why}`,
  shown: (shown: number, total: number) =>
    `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'file' : 'files'}`,
  older: 'Show older files',
  loadingOlder: 'Loading older files…',
} as const;

export const CENSUS_EXPORT_TEXT = {
  heading: 'Group administrator',
  hint: 'Every enrolled employee and covered dependent with plan, tier, effective date and monthly premium, as a spreadsheet file (CSV). No Social Security numbers.',
  signedOutHint:
    "Download your group's census: enrolled employees, covered dependents, plans and premiums. Sign-in required.",
  signInTitle: 'Sign in to download the census',
  start: 'Export census (CSV)',
  starting: 'Starting the export…',
  queued: 'Waiting to start the census export…',
  progressLabel: 'Census export',
  counting: 'Counting members…',
  /** '12,000 of 70,000 members'. */
  progress: (done: number, total: number) =>
    `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'member' : 'members'}`,
  ready: (fileName: string) => `Your census is ready: ${fileName}`,
  download: 'Download census',
  downloading: 'Downloading…',
  downloaded: (fileName: string) => `Downloaded ${fileName}.`,
  failedTitle: 'The census could not be exported.',
  tryAgain: 'Try again',
  exportAgain: 'Export again',
  lost: 'We could not reach the server. Please check your connection and try again.',
} as const;
