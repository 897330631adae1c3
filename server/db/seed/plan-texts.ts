/** Plan-detail texts per category (header, body, exclusions, example, FAQ); plans may override. */
export interface PlanTexts {
  header: string;
  body: string;
  blueBar: string;
  exclusions: string;
  example: string;
  faq: string;
}

export const CATEGORY_TEXTS: Record<string, PlanTexts> = {
  DENTAL: {
    header: 'Dental coverage for everyday smiles',
    body: '<p>Preventive care (cleanings, exams and X-rays) is covered at 100% in network. Basic services such as fillings are covered at 80% and major services such as crowns at 50% after the waiting period.</p>',
    blueBar: 'Use any dentist; save more in network.',
    exclusions:
      '<ul><li>Cosmetic procedures such as whitening</li><li>Services started before coverage begins</li><li>Major services in the first 12 months</li></ul>',
    example:
      '<p>Two cleanings and one filling in a year: you pay $0 for the cleanings and 20% of the in-network filling fee.</p>',
    faq: '<p><strong>Can I keep my dentist?</strong> Yes. Out-of-network dentists are paid at the in-network fee schedule.</p>',
  },
  VISION: {
    header: 'See clearly for less',
    body: '<p>One eye exam every 12 months with a $10 copay, plus a $150 allowance for frames or contact lenses.</p>',
    blueBar: 'Exam, lenses and frames in one plan.',
    exclusions:
      '<ul><li>LASIK and other elective surgery (discounts apply)</li><li>Non-prescription sunglasses</li></ul>',
    example: '<p>Exam $10 copay, lenses $25 copay, frames up to $150 covered.</p>',
    faq: '<p><strong>Do contacts count?</strong> Yes, in place of frames and lenses.</p>',
  },
  MEDICAL: {
    header: 'Major medical coverage',
    body: '<p>Comprehensive coverage for doctor visits, hospital stays, emergencies and prescriptions, with an annual out-of-pocket maximum.</p>',
    blueBar: 'ACA-compliant essential health benefits.',
    exclusions:
      '<ul><li>Cosmetic surgery</li><li>Experimental treatment</li><li>Services outside the United States except emergencies</li></ul>',
    example: '<p>An emergency room visit: you pay the ER copay; the plan pays the rest after the deductible.</p>',
    faq: '<p><strong>Are pre-existing conditions covered?</strong> Yes, from the first day of coverage.</p>',
  },
  TERM_LIFE: {
    header: 'Term life insurance',
    body: '<p>A fixed death benefit paid to your beneficiaries if you pass away during the term. Premiums stay level for the whole term.</p>',
    blueBar: 'Protect the people who depend on you.',
    exclusions:
      '<ul><li>Suicide within the first two policy years</li><li>Material misstatements on the application</li></ul>',
    example: '<p>A $100,000 benefit is paid to your named beneficiaries, usually within 30 days of a claim.</p>',
    faq: '<p><strong>Can I convert later?</strong> Yes, to a permanent policy before age 70 without new health questions.</p>',
  },
  LIMITEDMED: {
    header: 'Limited medical benefits',
    body: '<p>Fixed benefits for doctor visits, urgent care, lab work and hospital stays. Benefits are paid regardless of other coverage.</p>',
    blueBar: 'Predictable benefits at a predictable price.',
    exclusions: '<ul><li>Not major medical coverage</li><li>Benefits are limited to the scheduled amounts</li></ul>',
    example: '<p>A doctor visit pays a fixed $50 benefit toward the bill.</p>',
    faq: '<p><strong>Is this major medical?</strong> No. It pays fixed amounts and does not meet the individual coverage requirement.</p>',
  },
  RX: {
    header: 'Prescription savings',
    body: '<p>Discounted prices on generic and brand-name prescriptions at over 60,000 pharmacies nationwide, plus home delivery.</p>',
    blueBar: 'Show your card at the pharmacy counter.',
    exclusions: '<ul><li>Not insurance</li><li>Cannot be combined with other coverage on the same fill</li></ul>',
    example: '<p>A 30-day generic that costs $42 retail costs $8 with the card.</p>',
    faq: '<p><strong>Which pharmacies?</strong> All major chains and most independent pharmacies.</p>',
  },
  LIFESTYLE: {
    header: 'Telemedicine and everyday wellness',
    body: '<p>Talk to a board-certified doctor by phone or video 24/7 with no consultation fee. Prescriptions are sent to your pharmacy.</p>',
    blueBar: 'A doctor in your pocket, any time of day.',
    exclusions: '<ul><li>Emergencies: call 911</li><li>Controlled substances are not prescribed</li></ul>',
    example: '<p>A sinus infection at 2 a.m.: a video visit within 15 minutes, $0 consult fee.</p>',
    faq: '<p><strong>Who can use it?</strong> Everyone on your tier, including children.</p>',
  },
  SUPPLEMENTAL: {
    header: 'Supplemental cash benefits',
    body: '<p>Cash paid directly to you when a covered event happens, to spend on deductibles, travel or household bills.</p>',
    blueBar: 'Cash when you need it most.',
    exclusions: '<ul><li>Pre-existing conditions in the first 12 months</li><li>Self-inflicted injuries</li></ul>',
    example: '<p>A covered diagnosis pays a lump sum of $5,000 straight to you.</p>',
    faq: '<p><strong>Does it pay if I have other insurance?</strong> Yes, it pays in addition to any other coverage.</p>',
  },
  DI: {
    header: 'Disability income protection',
    body: '<p>Replaces up to 60% of your income when an illness or injury keeps you from working, after the elimination period.</p>',
    blueBar: 'Protect your paycheck.',
    exclusions:
      '<ul><li>Pre-existing conditions in the first 12 months</li><li>Normal pregnancy in the first 10 months</li></ul>',
    example: '<p>A $50,000 salary and a covered 8-week recovery: about $577 per week after the elimination period.</p>',
    faq: '<p><strong>Why do you need my salary?</strong> The benefit is a share of your earnings.</p>',
  },
  CI: {
    header: 'Critical illness protection',
    body: '<p>A lump sum paid on the first diagnosis of a covered illness such as heart attack, stroke, cancer or kidney failure.</p>',
    blueBar: 'Focus on recovery, not bills.',
    exclusions:
      '<ul><li>Conditions diagnosed before coverage starts</li><li>Diagnoses made outside the United States</li></ul>',
    example: '<p>A first heart attack diagnosis pays the full benefit amount.</p>',
    faq: '<p><strong>Can I use the money for anything?</strong> Yes, it is paid to you.</p>',
  },
  ACCIDENT: {
    header: 'Accident coverage',
    body: '<p>Pays scheduled benefits for injuries from covered accidents: emergency care, fractures, dislocations and follow-up visits.</p>',
    blueBar: 'Accidents happen. Be ready.',
    exclusions: '<ul><li>Injuries while intoxicated</li><li>Professional sports</li></ul>',
    example: '<p>A broken arm: emergency room benefit plus the fracture benefit, paid to you.</p>',
    faq: '<p><strong>Is there a waiting period?</strong> No, coverage for accidents starts on the effective date.</p>',
  },
  HOSPITAL: {
    header: 'Hospital indemnity',
    body: '<p>A fixed cash benefit for each hospital admission and each day of confinement, to help with deductibles and lost income.</p>',
    blueBar: 'Cash for every hospital stay.',
    exclusions: '<ul><li>Elective and cosmetic admissions</li><li>Stays for rest cures</li></ul>',
    example: '<p>A 3-day stay pays $1,000 for the admission plus $200 per day.</p>',
    faq: '<p><strong>Does it cover outpatient surgery?</strong> Plans with the Plus rider do.</p>',
  },
  PET: {
    header: 'Pet insurance',
    body: '<p>Reimburses vet bills for accidents and illnesses, with any licensed veterinarian in the United States.</p>',
    blueBar: 'Care for every member of the family.',
    exclusions: '<ul><li>Pre-existing conditions</li><li>Breeding costs</li></ul>',
    example: '<p>A $1,200 bill for a swallowed toy: 80% reimbursed after the deductible.</p>',
    faq: '<p><strong>Which pets?</strong> Dogs and cats from 8 weeks old.</p>',
  },
  hsa: {
    header: 'HSA-qualified high deductible health plan',
    body: '<p>A qualified high deductible plan that lets you save pre-tax money in a health savings account for medical expenses.</p>',
    blueBar: 'Save tax-free for healthcare.',
    exclusions: '<ul><li>Cosmetic surgery</li><li>Experimental treatment</li></ul>',
    example: '<p>Preventive care is free; other care is paid from your HSA until the deductible is met.</p>',
    faq: '<p><strong>Who owns the HSA?</strong> You do, and it stays yours if you change jobs.</p>',
  },
  PWPA: {
    header: 'Performance Advantage guaranteed plan',
    body: '<p>A guaranteed-acceptance benefit plan with fixed payments for doctor visits, urgent care and hospital days, with no health questions.</p>',
    blueBar: 'Guaranteed acceptance, no health questions.',
    exclusions: '<ul><li>Not major medical coverage</li><li>Benefits limited to the schedule</li></ul>',
    example: '<p>An urgent care visit pays $100 toward the bill.</p>',
    faq: '<p><strong>Can I be turned down?</strong> No, acceptance is guaranteed.</p>',
  },
  GUARANTEED: {
    header: 'Guaranteed issue limited medical',
    body: '<p>Limited medical benefits with guaranteed acceptance: no health questions and no waiting period for accidents.</p>',
    blueBar: 'Everyone qualifies.',
    exclusions: '<ul><li>Pre-existing conditions for 12 months</li><li>Not major medical coverage</li></ul>',
    example: '<p>A specialist visit pays a fixed $75 benefit.</p>',
    faq: '<p><strong>Do I have to answer health questions?</strong> No.</p>',
  },
  bundles: {
    header: 'Several products, one price',
    body: '<p>A bundle combines popular products in one enrollment and one monthly price, lower than buying each separately.</p>',
    blueBar: 'Bundle and save.',
    exclusions: '<ul><li>The exclusions of each product in the bundle apply</li></ul>',
    example: '<p>Dental and vision bundled cost about 10% less than the two plans alone.</p>',
    faq: '<p><strong>Can I drop one product later?</strong> Yes, at renewal; the bundle price then ends.</p>',
  },
};

/** The association text shown on plans that need the $5.00 membership (001 section 1). */
export const ASSOCIATION_TEXT =
  'This plan is available to members of the National Wellness Association, a national association with over 100,000 members. Membership starts at $5.00 per month.';
