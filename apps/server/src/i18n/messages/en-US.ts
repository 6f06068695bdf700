// Server messages in English; every other locale file must have exactly these keys (type-checked).
export const enUS = {
  ok: 'Success',
  'error.validation_failed': 'The request is invalid: {{fields}}',
  'error.malformed_body': 'The request body is not valid JSON.',
  'error.body_too_large': 'The request body is too large (at most {{limit}} bytes).',
  'error.unsupported_media_type': 'Send the request body as JSON.',
  'error.not_found': 'The requested resource was not found.',
  'error.method_not_allowed': 'This address does not accept that method; use one of those named in the Allow header.',
  'error.not_signed_in': 'Please sign in first.',
  'error.session_ended': 'Your session has ended. Please sign in again.',
  'error.forbidden': 'You do not have permission to do this.',
  'error.conflict': 'The request conflicts with the current state. Refresh and try again.',
  'error.idempotency_key_reused': 'This request was already made with different details.',
  'error.too_many_requests': 'Too many attempts. Please try again in {{seconds}} seconds.',
  'error.internal_error': 'Something went wrong on our side. Please try again later (reference {{requestId}}).',
  'field.required': '{{field}} is required',
  'field.invalid_type': '{{field}} has the wrong type',
  'field.too_long': '{{field}} must be at most {{max}} characters',
  'field.too_short': '{{field}} must be at least {{min}} characters',
  'field.too_big': '{{field}} must be at most {{max}}',
  'field.too_small': '{{field}} must be at least {{min}}',
  'field.invalid_format': '{{field}} is not in a valid format',
  'field.invalid_value': '{{field}} is not one of the allowed values',
  'field.invalid': '{{field}} is invalid',
  'field.body': 'The request body',
  'auth.captcha_invalid': 'The image code is wrong or has expired. Please try again.',
  'auth.login_failed': 'Wrong user name or password.',
  'auth.account_frozen': 'This account is frozen. Please contact customer service.',
  'auth.code_invalid': 'The e-mail code is wrong or has expired.',
  'auth.code_burned': 'Too many wrong codes. Please request a new code.',
  'auth.code_cooldown': 'A code was just sent. You can ask for another in {{seconds}} seconds.',
  'auth.email_not_verified': 'Please verify your e-mail address first.',
  'auth.account_taken': 'This user name is already taken.',
  'auth.email_taken': 'This e-mail address is already registered.',
  'auth.email_already_confirmed': 'This e-mail address is already confirmed as yours.',
  'mail.email.subject': 'Confirm your e-mail address',
  'user.email_released_title': 'Please add your own e-mail address',
  'user.email_released_body':
    'The e-mail address your account was created with has been confirmed by its owner for their own account, so it is no longer on yours. Please add an e-mail address of your own in account settings and confirm it with the code we send; until then codes (such as password reset codes) cannot reach you.',
  'auth.agent_code_unknown': 'This agent code does not exist.',
  'auth.old_password_wrong': 'The current password is wrong.',
  'auth.fund_password_proof': 'To change the fund password, enter the current one or an e-mail code.',
  'auth.fund_password_wrong': 'The fund password is wrong.',
  'auth.fund_password_same_as_password':
    'The fund password cannot be the same as your sign-in password: choose another six digits.',
  'auth.password_same_as_fund_password':
    'Your new password cannot be the same as your fund password: choose another one.',
  'auth.provider_disabled': 'This sign-in method is not available.',
  'auth.provider_token_invalid': 'The sign-in could not be verified. Please try again.',
  'auth.provider_email_unverified': 'An account with this e-mail already exists. Sign in with your password instead.',
  'user.id_number_set': 'Your ID number is already set. Please contact customer service to change it.',
  'user.real_name_locked':
    'Your real name is locked because a bank card is bound or your identity is verified. Please contact customer service to change it.',
  'user.birth_date_locked':
    'Your date of birth can no longer be changed here. Please contact customer service to correct it.',
  'mail.register.subject': 'Your registration code',
  'mail.reset.subject': 'Your password reset code',
  'mail.reset.link': 'Or open this link to choose a new password (it works once, within {{minutes}} minutes): {{url}}',
  'mail.reset.button': 'Choose a new password',
  'mail.fund.subject': 'Your fund password code',
  'mail.code.body':
    'Your verification code is {{code}}. It is valid for {{minutes}} minutes. If you did not ask for it, ignore this message; never share the code with anyone.',
  'user.country_locked':
    'Your date of birth makes you under the minimum age for your country, so the country can only be changed by customer service.',
  'user.country_required': 'Please choose your country or region.',
  'user.country_unknown': 'The country or region is not recognised.',
  'error.invalid_reference': 'The request refers to something that does not exist.',
  'error.invalid_value': 'A value in the request is out of range or too long.',
  'ledger.insufficient_funds': 'Not enough coins.',
  'pay.channel_unavailable': 'This payment method is not available.',
  'pay.amount_out_of_range': 'The amount must be between {{min}} and {{max}}.',
  'pay.amount_not_convertible': 'This amount does not convert to a whole number of coins.',
  'pay.order_unknown': 'The order does not exist.',
  'pay.order_state': 'The order can no longer be changed this way.',
  'pay.callback_invalid': 'The payment notice could not be verified.',
  'pay.channel_bounds': 'The minimum must not be above the maximum.',
  'bank.holder_mismatch': 'The cardholder name must match your real name in your profile.',
  'bank.profile_incomplete': 'Please complete your personal information first.',
  'bank.card_unknown': 'This bank card does not exist.',
  'bank.too_many_cards': 'You can bind at most {{max}} bank cards.',
  'bank.bank_unknown': 'Please choose a bank from the list.',
  'bank.card_duplicate': 'This card is already bound.',
  'draw.bind_card_first': 'Please bind a bank card first.',
  'draw.fund_password_unset': 'Please set a fund password first.',
  'draw.kyc_required':
    'Withdrawals above {{limit}} coins need identity verification. Please complete it in the user center.',
  'draw.withdrawal_unknown': 'The withdrawal does not exist.',
  'draw.state': 'The withdrawal can no longer be changed this way.',
  'draw.four_eyes': 'A second operator must approve this withdrawal: you gave the first approval.',
  'adjustment.state': 'This adjustment has already been decided.',
  'adjustment.maker_checker': 'A different operator must approve this adjustment: you proposed it.',
  'kyc.image_type': 'Please upload a JPEG or PNG photo.',
  'kyc.image_too_large': 'The photo is too large.',
  'kyc.image_invalid': 'The photo could not be read. Please take it again.',
  'crypto.coin_unknown': 'This coin is not offered on that network.',
  'crypto.unavailable': 'Crypto deposits and withdrawals are not available at the moment.',
  'crypto.address_format':
    'This is not a {{network}} address. Check that you chose the same network as the wallet you send to.',
  'crypto.address_checksum':
    'This address has a typing mistake (its checksum does not match). Copy it again from the wallet.',
  'crypto.address_network':
    'This address belongs to another network. Only {{network}} addresses can receive this withdrawal.',
  'crypto.address_other_network':
    'This address is on {{actual}}, but this withdrawal is paid on {{network}}. Choose the network your wallet uses, or give a {{network}} address.',
  'crypto.address_own':
    'This is your own deposit address on this site. A withdrawal must go to a wallet of yours outside it.',
  'crypto.report_conflict': 'This report contradicts an earlier report of the same transfer.',
  'crypto.held_state': 'This deposit is not held for review (any more).',
  'crypto.held_no_proposal': 'No credit has been proposed for this deposit yet.',
  'crypto.held_maker_checker': 'A different operator must approve this credit: you proposed it.',
  'crypto.held_credit_too_large': 'At most {{max}} coins can be credited for this deposit.',
  'crypto.address_unknown': 'No player has this deposit address.',
  'crypto.amount_decimals': '{{coin}} has at most {{decimals}} decimal places.',
  'crypto.rate_stale': 'The exchange rate is not available right now. Please try again in a few minutes.',
  'crypto.network_not_deposited':
    'You can withdraw {{coin}} only on a network you have deposited it on ({{network}} has no deposit of yours yet).',
  'kyc.pending': 'Your documents are being reviewed. Please wait for the result.',
  'kyc.already_approved': 'Your identity is already verified.',
  'kyc.unknown': 'The verification request does not exist.',
  'kyc.reviewed': 'This verification request has already been reviewed.',
  'kyc.reject_reason.blurry': 'The photos are blurred or too dark to read.',
  'kyc.reject_reason.mismatch': 'The name or number on the ID does not match your account details.',
  'kyc.reject_reason.expired': 'The ID has expired.',
  'kyc.reject_reason.incomplete': 'A photo is missing, or the ID is cut off in it.',
  'kyc.reject_reason.not_document': 'The photos do not show an accepted identity document.',
  'kyc.reject_reason.other': 'Another reason: see the note from our team.',
  'kyc.reject_letter_title': 'Identity verification: please send new photos',
  'kyc.reject_letter_body': 'We could not accept the ID photos you sent. Reason: {{reason}}',
  'kyc.reject_letter_note': 'Note from our team: {{note}}',
  'kyc.reject_letter_link': 'Send new photos in the user center',
  'kyc.approve_letter_title': 'Identity verified',
  'kyc.approve_letter_body': 'We checked the ID photos you sent: your identity is verified.',
  'adjustment.letter_title': 'A correction to your balance',
  'adjustment.letter_credit': 'Our team corrected your balance: {{amount}} coins were added. Reason: {{reason}}',
  'adjustment.letter_debit': 'Our team corrected your balance: {{amount}} coins were taken off. Reason: {{reason}}',
  'withdrawal.unpaid_reason_unknown': 'The payment could not be made.',
  'withdrawal.unpaid_letter_title': 'Your withdrawal was not paid',
  'withdrawal.unpaid_letter_body':
    'Your withdrawal {{sn}} of {{amount}} coins was not paid. Reason: {{reason}} The {{amount}} coins are back in your balance.',
  'aml.review_required':
    'Before your next withdrawal we need to verify your identity, as the law asks for these amounts. Please complete identity verification in the user center; your balance stays as it is meanwhile.',
  'aml.review_pending':
    'Before your next withdrawal your identity must be verified. Your documents are being reviewed: you can withdraw once they are approved.',
  'aml.letter_title': 'Please verify your identity',
  'aml.letter_body_deposit':
    'Your deposit of {{coins}} coins has been credited. Because of the amounts involved, the law requires us to verify your identity before your next withdrawal: please complete identity verification in the user center. You can keep playing meanwhile.',
  'aml.letter_body_withdrawal':
    'Your withdrawal of {{coins}} coins has been received and will be reviewed as usual. Before any further withdrawal, the law requires us to verify your identity: please complete identity verification in the user center.',
  'aml.flag_unknown': 'The AML flag does not exist.',
  'aml.reviewed': 'This AML flag has already been reviewed.',
  'aml.withdrawals_held':
    'Withdrawals from your account are paused while we complete a routine account review. Your balance is unchanged; please contact customer service if you have questions.',
  'aml.approval_held': "This player's withdrawals are on hold until the reported AML flag is decided.",
  'aml.approval_flags_unseen':
    'This player has AML flags waiting for review that this approval did not show: look at them, then approve again.',
  'aml.not_reported': 'Only a reported AML flag can be released or lead to closing the account.',
  'aml.letter_hold_title': 'Withdrawals paused for a review',
  'aml.letter_hold_body':
    'Withdrawals from your account are paused while we complete a routine account review. Your balance is unchanged and you can keep playing. We will write to you when the review is finished.',
  'aml.letter_released_title': 'Withdrawals available again',
  'aml.letter_released_body': 'The review of your account is finished. You can withdraw again.',
  'aml.letter_closed_title': 'Your account has been closed',
  'aml.letter_closed_body':
    'Following our review, your account has been closed. Please contact customer service about your remaining balance.',
  'game.machine_unavailable': 'This machine is not available.',
  'game.bet_invalid': 'This bet is not offered on this machine.',
  'game.round_unknown': 'The round does not exist.',
  'game.game_unknown': 'The game does not exist.',
  'game.void_letter_title': 'Round {{sn}} has been voided',
  'game.void_letter_body':
    "<p>The game malfunctioned in your round {{sn}} on machine {{machine}}, so we have voided the round as our terms provide. Reason: {{reason}}</p><p>Your stake of <strong>{{refunded}} coins</strong> has been returned and <strong>{{recovered}} coins</strong> of the round's win have been taken back.</p>",
  'game.void_letter_unrecovered':
    '<p>{{amount}} coins of the win had already been spent; we do not take them back and you owe us nothing.</p>',
  'support.complaint_escalated_title': 'Your complaint {{sn}} has been passed to a manager',
  'support.complaint_escalated_body':
    '<p>We have not resolved your complaint {{sn}} within the {{days}} days our terms promise. We are sorry: it has been passed to a manager, who will contact you. If you are still not satisfied, you may refer the matter to the independent dispute service named by our licensing authority.</p>',
  'support.data_request_escalated_title': 'Your data request {{sn}} has been passed to a manager',
  'support.data_request_escalated_body':
    'We have not answered your request about your data {{sn}} within the month we promise. We are sorry: it has been passed to a manager, who will contact you. You may also complain to the data protection authority where you live.',
  'support.complaint_ack_title': 'We have received your complaint {{sn}}',
  'support.complaint_ack_body':
    'Customer service has received your complaint {{sn}} and is looking into it. We aim to resolve it by {{date}} and will write to you here.',
  'support.complaint_ack_late_title': 'We are late acknowledging your complaint {{sn}}',
  'support.complaint_ack_late_body':
    'Our terms promise to acknowledge a complaint within {{days}} working days, and we did not acknowledge your complaint {{sn}} in time. We are sorry: a manager has been told and will make sure it is handled. We still aim to resolve it by {{date}}.',
  'support.acknowledge_refused': 'Only an open complaint that has not been acknowledged yet can be acknowledged.',
  'marketing.objected':
    'You have objected to marketing. To receive promotions again, first lift the objection under Your data in your account.',
  'marketing.data_use_letter_title': 'Your choices on the use of your data',
  'marketing.data_use_letter_intro': 'At your request, customer service has recorded how we may use your data:',
  'marketing.data_use_marketing_on':
    'Marketing: you object. We send you no promotions or offers, whatever your marketing setting says.',
  'marketing.data_use_marketing_off':
    'Marketing: no objection. You receive promotions only if you turn them on in the user centre.',
  'marketing.data_use_profiling_on':
    'Profiling: you object. We never choose you for letters by your deposits, identity check, activity, agent or language.',
  'marketing.data_use_profiling_off':
    'Profiling: no objection. If you accept marketing, letters may be chosen for you by your activity on the site.',
  'marketing.data_use_letter_note': 'Note from customer service: {{note}}',
  'marketing.data_use_letter_change':
    'You can change these choices yourself at any time under Your data in your account.',
  'content.window_invalid': 'The end of the display period must be later than its start.',
  'content.recipient_unknown': 'No player has this account.',
  'content.agent_unknown': 'No agent has this account.',
  'content.segment_empty': 'No player matches this segment: nothing was sent.',
  'content.draft_sent': 'This draft has already been sent: it can no longer be changed, sent or deleted.',
  'auth.password_change_required': 'Please choose a new password before you continue.',
  'auth.two_factor_required': 'Set up your authenticator app before you continue.',
  'auth.operator_password_change_required':
    'Choose your own password before you continue: the one you were given is for the first sign-in only.',
  'auth.operator_password_wrong': 'The current password is not right.',
  'auth.operator_password_unchanged': 'Choose a password different from the one you were given.',
  'auth.totp_failed': 'The code is wrong or already used. Enter the current code from your authenticator app.',
  'auth.totp_enabled': 'Two-factor sign-in is already set up.',
  'auth.totp_not_set_up': 'Start the authenticator set-up first.',
  'auth.ip_not_allowed': 'The back office cannot be reached from this network.',
  'auth.challenge_expired': 'The sign-in took too long. Please sign in again.',
  'auth.own_two_factor': 'Another administrator must reset your two-factor sign-in.',
  'operator.taken': 'This user name is taken.',
  'operator.own_account': 'You cannot change your own account: ask another administrator.',
  'player.state_unchanged': 'The account is already in that state.',
  'agent.not_agent': 'Only approved agents can do this. You can apply in the agent centre.',
  'agent.suspended': 'Your agent account is suspended. Please contact support.',
  'agent.already_applied': 'You have already applied or are already an agent.',
  'agent.reviewed': 'This application has already been reviewed.',
  'agent.rate_above_parent': 'The rebate rate can be at most {{max}}.',
  'agent.rate_below_subagents': 'The rebate rate must be at least {{min}}, the rate of a sub-agent below.',
  'agent.tree_full': 'This team has reached the deepest level allowed.',
  'agent.already_agent': 'This member is already an agent.',
  'agent.member_not_agent': 'This member is not an agent.',
  'agent.take_back_direct_only': 'Coins can only be taken back from a direct subordinate.',
  'agent.take_back_limit': 'That is more than you sent this member and have not taken back: at most {{limit}} coins.',
  'agent.give_over_balance': 'That is more than your balance: you have {{balance}} coins.',
  'agent.take_over_held': 'That is more than the member holds now: {{balance}} coins.',
  'agent.letter.received_title': 'Coins received from your agent',
  'agent.letter.received_body': 'Your agent {{agent}} transferred {{amount}} coins to your account.',
  'agent.letter.taken_title': 'Coins taken back by your agent',
  'agent.letter.taken_body': 'Your agent {{agent}} took back {{amount}} coins it had transferred to you.',
  'agent.letter.approved_title': 'You are now an agent',
  'agent.letter.approved_body':
    "Your application to become an agent was approved. Your rebate rate is {{rate}}% of your team's bets. Your invite link and your team's pages are in the agent centre.",
  'agent.letter.rejected_title': 'Your agent application was not approved',
  'agent.letter.rejected_body':
    'Your application to become an agent was not approved. Reason: {{reason}} You may apply again in the agent centre.',
  'agent.letter.rate_title': 'Your rebate rate has changed',
  'agent.letter.rate_body': "Your rebate rate is now {{rate}}% of your team's bets (it was {{before}}%).",
  'agent.letter.suspended_title': 'Your agent account is suspended',
  'agent.letter.suspended_body':
    "Our team has suspended your agent account: your team's pages are closed until it is restored. Customer service can tell you more.",
  'agent.letter.restored_title': 'Your agent account is active again',
  'agent.letter.restored_body': "Our team has restored your agent account: your team's pages are open again.",
  'migration.unavailable': 'Account transfer is not available at the moment.',
  'migration.provider_unavailable': 'The previous provider is not answering. Please try again in a few minutes.',
  'migration.account_unknown': 'No such account at the previous provider.',
  'migration.account_frozen': 'This account is frozen at the previous provider and cannot be transferred.',
  'migration.already_migrated': 'This account has already been transferred.',
  'migration.currency_mismatch_JPY': 'This is a yen account: use the transfer page for Japan.',
  'migration.currency_mismatch_CNY': 'This is a yuan account: use the transfer page for yuan accounts.',
  'migration.expired': 'Your transfer session has ended. Please start again.',
  'migration.step': 'Please finish the steps in order.',
  'migration.holder_not_player': 'The card holder must be you: the name must match your real name here.',
  'migration.card_mismatch': 'The card digits or holder name do not match the card bound to that account.',
  'migration.code_too_soon': 'Please wait {{seconds}} seconds before asking for another code.',
  'migration.login_failed': 'The password or the code is wrong.',
  'migration.too_many_attempts': 'Too many wrong tries. Ask for a new code and try again later.',
  'migration.nothing': 'There is no balance to transfer on this account.',
  'migration.unknown': 'No such transfer.',
  'migration.account_format': 'Use letters, digits, dots, dashes and underscores only.',
  'migration.card_last4': 'Enter the last 4 digits of the card.',
  'migration.code_format': 'The code has 6 digits.',
  'migration.letter_title': 'Your balance has been transferred',
  'migration.letter_body':
    'The balance of your account {{account}} ({{amount}}) is now in your wallet here: {{coins}} coins.',
  'protection.timed_out': 'You are on a break until {{until}}: deposits and play are closed until then.',
  'protection.self_excluded':
    'You have excluded yourself until {{until}}: deposits and play are closed. You can still withdraw and read your letters.',
  'protection.self_excluded_permanent':
    'You have excluded yourself permanently: deposits and play are closed. You can still withdraw and read your letters.',
  'protection.cooling_off': 'Your self-exclusion has ended; deposits and play reopen on {{until}}.',
  'protection.deposit_limit_day':
    'This deposit would pass your daily deposit limit: you can deposit {{remaining}} more coins in the next 24 hours.',
  'protection.deposit_limit_week':
    'This deposit would pass your weekly deposit limit: you can deposit {{remaining}} more coins in these 7 days.',
  'protection.deposit_limit_month':
    'This deposit would pass your monthly deposit limit: you can deposit {{remaining}} more coins in these 30 days.',
  'protection.already_excluded': 'A self-exclusion or break is already in force.',
  'protection.password_wrong': 'The password is wrong.',
  'protection.reality_check':
    'Reality check: you have played for {{minutes}} minutes; your net result in this session is {{net}} coins. Continue or stop?',
  'protection.under_age':
    'Deposits, play and bonuses are for players aged {{age}} or over, and your date of birth says you are younger. If it is wrong, please contact customer service.',
  'protection.play_paused': 'You stopped this play session. Take a short pause: play reopens at {{until}}.',
  'protection.confirmation_required':
    'Before your first deposit or game, please confirm your date of birth and accept the terms.',
  'protection.loss_limit_day':
    'This spin could pass your daily loss limit: you can lose {{remaining}} more coins in the next 24 hours.',
  'protection.loss_limit_week':
    'This spin could pass your weekly loss limit: you can lose {{remaining}} more coins in these 7 days.',
  'protection.loss_limit_month':
    'This spin could pass your monthly loss limit: you can lose {{remaining}} more coins in these 30 days.',
  'protection.recipient_closed':
    'This player has paused deposits and play (a break or self-exclusion) and cannot receive coins now.',
  'protection.recipient_deposit_limit':
    "This would pass the player's own deposit limit: at most {{remaining}} more coins can come in now.",
  'protection.crypto_held_title': 'Your crypto deposit is held',
  'protection.crypto_held_excluded':
    'Your {{coin}} deposit worth {{coins}} coins (transaction {{txid}}) arrived while your deposits are closed by a break or self-exclusion. It has not been added to your balance and cannot be played: it is held, and our team will send it back to you.',
  'protection.crypto_held_deposit_limit':
    'Your {{coin}} deposit worth {{coins}} coins (transaction {{txid}}) would pass your deposit limit. It has not been added to your balance and cannot be played: it is held, and our team will send it back to you, or credit it once your limit allows.',
  'support.letter_title': 'Reply to your help request {{sn}}',
  'support.letter_link': 'See the whole conversation',
  'support.too_many_tickets':
    'You have sent {{max}} help requests in the last hour. Please add to one of them, or try again in {{minutes}} minutes.',
  'support.too_many_replies': 'You have sent many messages in the last hour. Please try again in {{minutes}} minutes.',
  'bonus.unknown': 'This bonus offer does not exist or is no longer available.',
  'bonus.promotion_unknown': 'That promotion does not exist.',
  'bonus.code_taken': 'Another offer already uses this code.',
  'bonus.active_withdrawal':
    'You have {{bonus}} bonus coins being wagered. Withdrawing now gives them up, winnings from them included. Confirm to forfeit the bonus and withdraw.',
  'bonus.refusal_kyc_required': 'This bonus needs an approved identity verification first.',
  'bonus.refusal_below_minimum': "The deposit is below this bonus's minimum.",
  'bonus.refusal_not_first_deposit': 'This bonus is for your first deposit only.',
  'bonus.refusal_already_claimed': 'You have already had this bonus.',
  'bonus.refusal_bonus_active': 'Another bonus is being wagered: finish it or give it up first.',
  'bonus.refusal_not_new_player': 'This bonus is for new players only.',
  'bonus.refusal_excluded': 'Bonuses are closed while a break, a self-exclusion or an age restriction is in force.',
  'bonus.refusal_not_running': 'This offer is not running now.',
  'bonus.rebate_letter_title': 'Your rebate has been paid',
  'bonus.rebate_letter_body':
    '<p>Your rebate of <strong>{{amount}} coins</strong> for the period starting {{from}} (counted on {{basis}} coins) has been credited to your wallet.</p>',
  'auth.account_closed': 'This account has been closed.',
  'privacy.export_too_soon': 'You can ask for a copy of your data once a day. Please try again in {{hours}} hours.',
  'privacy.export_preparing': 'This copy of your data is still being prepared. You will get a letter when it is ready.',
  'privacy.export_expired': 'This copy of your data has expired and was deleted. Please ask for a new one.',
  'privacy.export_letter_title': 'Your data is ready to download',
  'privacy.export_letter_body':
    'The copy of your data you asked for on {{asked}} is ready. Download it from your account settings until {{until}}; after that it is deleted.',
  'privacy.export_letter_link': 'Go to account settings',
  'privacy.close_password_wrong': 'The password is wrong.',
  'privacy.close_withdrawal_open':
    'A withdrawal of yours is still being reviewed or paid. Please wait until it is finished, then close your account.',
  'privacy.close_deposit_open':
    'A deposit order of yours is still open. Please wait until it is paid or expires, then close your account.',
  'privacy.close_balance_left':
    'Your wallet still holds {{coins}} coins. Please withdraw them first, then close your account.',
  'privacy.already_erased': 'This account’s personal data has already been erased.',
  'privacy.erase_not_closed': 'Only a closed account can be erased.',
  'privacy.erase_retention': 'This account’s records must be kept until {{date}}; it can be erased from then on.',
  'privacy.erase_balance': 'This closed account still holds coins. Pay them out before erasing it.',
  // Customer service acting on protections, and identities of excluded players.
  'protection.operator_loosen':
    "Customer service may tighten a player's limits and exclusions, never loosen them: choose a lower limit.",
  'protection.operator_letter_title': 'Customer service has changed your protections',
  'protection.operator_letter_deposit_limit':
    'Your deposit limit per {{period}} is now {{amount}} coins, in force at once.',
  'protection.operator_letter_loss_limit': 'Your loss limit per {{period}} is now {{amount}} coins, in force at once.',
  'protection.operator_letter_timeout':
    'Your account is on a break until {{until}}: deposits and play are closed until then. You can still withdraw and read your letters.',
  'protection.operator_letter_exclusion':
    'Your account is excluded from play until {{until}}: deposits and play are closed. You can still withdraw and read your letters.',
  'protection.operator_letter_exclusion_permanent':
    'Your account is excluded from play permanently: deposits and play are closed. You can still withdraw and read your letters.',
  'protection.operator_letter_reason': 'Reason: {{reason}}',
  'protection.period_day': 'day',
  'protection.period_week': 'week',
  'protection.period_month': 'month',
  'protection.email_refused':
    'This e-mail address cannot be used to open an account. If you think this is a mistake, please contact customer service.',
  'protection.identity_excluded':
    'These details belong to a player who is excluded from play, so they cannot be used for another account. Please contact customer service.',
} as const;

export type MessageKey = keyof typeof enUS;
export type Messages = Record<MessageKey, string>;
