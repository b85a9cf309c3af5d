/** The six FAQ entries of the home page, in reading order (left column first, then right). */
export const FAQ_ITEMS = [
  {
    question: 'How fast can you start on my project?',
    answer:
      'We usually start within 1-2 weeks after the initial meeting, once the scope and timeline are agreed.',
  },
  {
    question: 'How much does a project cost?',
    answer:
      'It depends on the scope. After we discuss your goals we send a detailed quote with clear milestones, so there are no surprises.',
  },
  {
    question: 'Who owns the code and intellectual property?',
    answer:
      'You do. Upon full payment the code and IP belong to the client, and we hand over the full source code and documentation.',
  },
  {
    question: 'Can you work with our in-house team?',
    answer:
      'Yes. We regularly work alongside in-house developers, designers and product owners, sharing repositories, reviews and planning.',
  },
  {
    question: 'How do you make sure the quality is high?',
    answer:
      'Through code reviews, automated and manual testing, regular feedback loops and a 4-meeting process: discovery, design review, build review and launch.',
  },
  {
    question: 'Do you offer support and maintenance after launch?',
    answer:
      'Yes. We offer flexible support and maintenance plans, from occasional updates to ongoing monitoring and improvements.',
  },
] as const
