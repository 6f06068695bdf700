import type { Messages } from './en-US';

export const filPH: Messages = {
  ok: 'Tagumpay',
  'error.validation_failed': 'Hindi wasto ang kahilingan: {{fields}}',
  'error.malformed_body': 'Hindi wastong JSON ang laman ng kahilingan.',
  'error.body_too_large': 'Masyadong malaki ang laman ng kahilingan (hanggang {{limit}} byte lamang).',
  'error.unsupported_media_type': 'Ipadala ang laman ng kahilingan bilang JSON.',
  'error.not_found': 'Hindi nahanap ang hinihinging resource.',
  'error.method_not_allowed':
    'Hindi tinatanggap ng address na ito ang method na iyon; gamitin ang isa sa nakalista sa Allow header.',
  'error.not_signed_in': 'Mag-sign in muna.',
  'error.session_ended': 'Natapos na ang iyong session. Mag-sign in muli.',
  'error.forbidden': 'Wala kang pahintulot na gawin ito.',
  'error.conflict': 'Sumasalungat ang kahilingan sa kasalukuyang kalagayan. I-refresh at subukang muli.',
  'error.idempotency_key_reused': 'Naipadala na ang kahilingang ito na may ibang detalye.',
  'error.too_many_requests': 'Masyadong maraming pagsubok. Subukang muli pagkalipas ng {{seconds}} segundo.',
  'error.internal_error': 'Nagkaproblema sa aming panig. Subukang muli mamaya (sanggunian {{requestId}}).',
  'field.required': 'Kailangan ang {{field}}',
  'field.invalid_type': 'Mali ang uri ng {{field}}',
  'field.too_long': 'Ang {{field}} ay hanggang {{max}} na karakter lamang',
  'field.too_short': 'Ang {{field}} ay dapat hindi bababa sa {{min}} na karakter',
  'field.too_big': 'Ang {{field}} ay dapat hindi hihigit sa {{max}}',
  'field.too_small': 'Ang {{field}} ay dapat hindi bababa sa {{min}}',
  'field.invalid_format': 'Hindi wasto ang format ng {{field}}',
  'field.invalid_value': 'Ang {{field}} ay hindi kabilang sa mga pinapayagang halaga',
  'field.invalid': 'Hindi wasto ang {{field}}',
  'field.body': 'Ang laman ng kahilingan',
  'auth.captcha_invalid': 'Mali o nag-expire na ang code sa larawan. Subukang muli.',
  'auth.login_failed': 'Mali ang user name o password.',
  'auth.account_frozen': 'Naka-freeze ang account na ito. Makipag-ugnayan sa customer service.',
  'auth.code_invalid': 'Mali o nag-expire na ang code sa e-mail.',
  'auth.code_burned': 'Masyadong maraming maling code. Humiling ng bagong code.',
  'auth.code_cooldown': 'Kapapadala lang ng code. Maaari kang humiling muli pagkalipas ng {{seconds}} segundo.',
  'auth.email_not_verified': 'I-verify muna ang iyong e-mail address.',
  'auth.account_taken': 'May gumagamit na ng user name na ito.',
  'auth.email_taken': 'Nakarehistro na ang e-mail address na ito.',
  'auth.email_already_confirmed': 'Nakumpirma na bilang iyo ang e-mail address na ito.',
  'mail.email.subject': 'Kumpirmahin ang iyong e-mail address',
  'user.email_released_title': 'Pakidagdag ang sarili mong e-mail address',
  'user.email_released_body':
    'Ang e-mail address na ginamit sa paggawa ng account mo ay kinumpirma ng may-ari nito para sa sarili niyang account, kaya wala na ito sa iyo. Magdagdag ng sarili mong e-mail address sa mga setting ng account at kumpirmahin ito gamit ang code na ipapadala namin; hanggang doon, hindi ka maaabot ng mga code (gaya ng code sa pag-reset ng password).',
  'auth.agent_code_unknown': 'Walang ganitong agent code.',
  'auth.old_password_wrong': 'Mali ang kasalukuyang password.',
  'auth.fund_password_proof': 'Para palitan ang fund password, ilagay ang kasalukuyan o ang code sa e-mail.',
  'auth.fund_password_wrong': 'Mali ang fund password.',
  'auth.fund_password_same_as_password':
    'Hindi puwedeng kapareho ng iyong sign-in password ang fund password: pumili ng ibang anim na digit.',
  'auth.password_same_as_fund_password':
    'Hindi puwedeng kapareho ng iyong fund password ang bago mong password: pumili ng iba.',
  'auth.provider_disabled': 'Hindi available ang paraang ito ng pag-sign in.',
  'auth.provider_token_invalid': 'Hindi ma-verify ang pag-sign in. Subukang muli.',
  'auth.provider_email_unverified': 'May account na gamit ang e-mail na ito. Mag-sign in gamit ang iyong password.',
  'user.id_number_set': 'Naka-set na ang iyong ID number. Makipag-ugnayan sa customer service para palitan ito.',
  'user.real_name_locked':
    'Naka-lock na ang iyong tunay na pangalan dahil may naka-bind na bank card o beripikado na ang iyong pagkakakilanlan. Makipag-ugnayan sa customer service para palitan ito.',
  'user.birth_date_locked':
    'Hindi na mababago rito ang iyong petsa ng kapanganakan. Makipag-ugnayan sa customer service para itama ito.',
  'mail.register.subject': 'Ang iyong code sa pagpaparehistro',
  'mail.reset.subject': 'Ang iyong code sa pag-reset ng password',
  'mail.reset.link':
    'O buksan ang link na ito para pumili ng bagong password (gumagana nang isang beses, sa loob ng {{minutes}} minuto): {{url}}',
  'mail.reset.button': 'Pumili ng bagong password',
  'mail.fund.subject': 'Ang iyong code para sa fund password',
  'mail.code.body':
    'Ang iyong verification code ay {{code}}. May bisa ito sa loob ng {{minutes}} minuto. Kung hindi ikaw ang humiling nito, huwag pansinin ang mensaheng ito; huwag ibahagi ang code kaninuman.',
  'user.country_locked':
    'Ayon sa iyong petsa ng kapanganakan, kulang ka sa pinakamababang edad sa iyong bansa, kaya customer service lamang ang makapagpapalit ng bansa.',
  'user.country_required': 'Pumili ng bansa o rehiyon.',
  'user.country_unknown': 'Hindi kilala ang bansa o rehiyon.',
  'error.invalid_reference': 'May tinutukoy ang kahilingan na hindi umiiral.',
  'error.invalid_value': 'May halaga sa kahilingan na lampas sa saklaw o masyadong mahaba.',
  'ledger.insufficient_funds': 'Kulang ang iyong coins.',
  'pay.channel_unavailable': 'Hindi available ang paraan ng pagbabayad na ito.',
  'pay.amount_out_of_range': 'Ang halaga ay dapat nasa pagitan ng {{min}} at {{max}}.',
  'pay.amount_not_convertible': 'Hindi ito mako-convert sa buong bilang ng coins.',
  'pay.order_unknown': 'Walang ganitong order.',
  'pay.order_state': 'Hindi na mababago ang order sa ganitong paraan.',
  'pay.callback_invalid': 'Hindi ma-verify ang abiso ng pagbabayad.',
  'pay.channel_bounds': 'Hindi dapat lumampas ang minimum sa maximum.',
  'bank.holder_mismatch': 'Dapat tugma ang pangalan ng may-ari ng card sa tunay mong pangalan sa profile.',
  'bank.profile_incomplete': 'Kumpletuhin muna ang iyong personal na impormasyon.',
  'bank.card_unknown': 'Walang ganitong bank card.',
  'bank.too_many_cards': 'Hanggang {{max}} bank card lamang ang maaari mong i-bind.',
  'bank.bank_unknown': 'Pumili ng bangko mula sa listahan.',
  'bank.card_duplicate': 'Naka-bind na ang card na ito.',
  'draw.bind_card_first': 'Mag-bind muna ng bank card.',
  'draw.fund_password_unset': 'Mag-set muna ng fund password.',
  'draw.kyc_required':
    'Kailangan ang beripikasyon ng pagkakakilanlan para sa pag-withdraw na higit sa {{limit}} coins. Kumpletuhin ito sa user center.',
  'draw.withdrawal_unknown': 'Walang ganitong withdrawal.',
  'draw.state': 'Hindi na mababago ang withdrawal sa ganitong paraan.',
  'draw.four_eyes':
    'Kailangang aprubahan ng ibang operator ang withdrawal na ito: ikaw ang nagbigay ng unang pag-apruba.',
  'adjustment.state': 'Napagpasyahan na ang adjustment na ito.',
  'adjustment.maker_checker':
    'Kailangang aprubahan ng ibang operator ang adjustment na ito: ikaw ang nagmungkahi nito.',
  'kyc.image_type': 'Mag-upload ng larawang JPEG o PNG.',
  'kyc.image_too_large': 'Masyadong malaki ang larawan.',
  'kyc.image_invalid': 'Hindi mabasa ang larawan. Kumuha muli.',
  'crypto.coin_unknown': 'Hindi inaalok ang coin na ito sa network na iyon.',
  'crypto.unavailable': 'Hindi available ngayon ang crypto na deposito at withdrawal.',
  'crypto.address_format':
    'Hindi ito isang {{network}} address. Tiyaking pareho ang network na pinili mo at ang wallet na padadalhan.',
  'crypto.address_checksum':
    'May mali sa pagkaka-type ng address (hindi tugma ang checksum). Kopyahin itong muli mula sa wallet.',
  'crypto.address_network':
    'Sa ibang network ang address na ito. {{network}} address lang ang makakatanggap ng withdrawal na ito.',
  'crypto.address_other_network':
    'Address ito ng {{actual}}, pero binabayaran ang withdrawal na ito sa {{network}}. Piliin ang network na gamit ng wallet mo, o maglagay ng {{network}} address.',
  'crypto.address_own':
    'Ito ang sarili mong deposit address sa site na ito. Dapat mapunta ang withdrawal sa wallet mo sa labas nito.',
  'crypto.report_conflict': 'Salungat ang ulat na ito sa naunang ulat ng parehong transfer.',
  'crypto.held_state': 'Hindi na nakabinbin para sa pagsusuri ang deposit na ito.',
  'crypto.held_no_proposal': 'Wala pang iminungkahing halagang ike-credit para sa deposit na ito.',
  'crypto.held_maker_checker': 'Ibang operator ang dapat mag-apruba ng credit na ito: ikaw ang nagmungkahi nito.',
  'crypto.held_credit_too_large': 'Hanggang {{max}} coins lang ang maaaring i-credit para sa deposit na ito.',
  'crypto.address_unknown': 'Walang manlalarong may ganitong deposit address.',
  'crypto.amount_decimals': 'Hanggang {{decimals}} decimal place lang ang {{coin}}.',
  'crypto.rate_stale': 'Hindi makuha ang exchange rate ngayon. Pakisubukang muli pagkalipas ng ilang minuto.',
  'crypto.network_not_deposited':
    'Maaari mo lang i-withdraw ang {{coin}} sa network na pinag-depositohan mo nito (wala ka pang deposito sa {{network}}).',
  'kyc.pending': 'Sinusuri pa ang iyong mga dokumento. Hintayin ang resulta.',
  'kyc.already_approved': 'Na-verify na ang iyong pagkakakilanlan.',
  'kyc.unknown': 'Walang ganitong kahilingan sa beripikasyon.',
  'kyc.reviewed': 'Nasuri na ang kahilingang ito sa beripikasyon.',
  'kyc.reject_reason.blurry': 'Malabo o masyadong madilim ang mga larawan para mabasa.',
  'kyc.reject_reason.mismatch': 'Hindi tugma ang pangalan o numero sa ID sa mga detalye ng iyong account.',
  'kyc.reject_reason.expired': 'Expired na ang ID.',
  'kyc.reject_reason.incomplete': 'May kulang na larawan, o putol ang ID sa larawan.',
  'kyc.reject_reason.not_document': 'Hindi tinatanggap na ID ang nasa mga larawan.',
  'kyc.reject_reason.other': 'Ibang dahilan: tingnan ang tala ng aming team.',
  'kyc.reject_letter_title': 'Beripikasyon ng pagkakakilanlan: magpadala ng mga bagong larawan',
  'kyc.reject_letter_body': 'Hindi namin matanggap ang mga larawan ng ID na ipinadala mo. Dahilan: {{reason}}',
  'kyc.reject_letter_note': 'Tala mula sa aming team: {{note}}',
  'kyc.reject_letter_link': 'Magpadala ng mga bagong larawan sa user center',
  'kyc.approve_letter_title': 'Na-verify na ang iyong pagkakakilanlan',
  'kyc.approve_letter_body':
    'Sinuri namin ang mga larawan ng ID na ipinadala mo: na-verify na ang iyong pagkakakilanlan.',
  'adjustment.letter_title': 'Isang pagwawasto sa iyong balanse',
  'adjustment.letter_credit':
    'Itinama ng aming team ang iyong balanse: nadagdagan ito ng {{amount}} coins. Dahilan: {{reason}}',
  'adjustment.letter_debit':
    'Itinama ng aming team ang iyong balanse: binawasan ito ng {{amount}} coins. Dahilan: {{reason}}',
  'withdrawal.unpaid_reason_unknown': 'Hindi naisagawa ang bayad.',
  'withdrawal.unpaid_letter_title': 'Hindi naibayad ang iyong withdrawal',
  'withdrawal.unpaid_letter_body':
    'Hindi naibayad ang iyong withdrawal na {{sn}} na {{amount}} coins. Dahilan: {{reason}} Naibalik na sa iyong balanse ang {{amount}} coins.',
  'aml.review_required':
    'Bago ang susunod mong pag-withdraw, kailangan naming i-verify ang iyong pagkakakilanlan ayon sa batas. Kumpletuhin ang beripikasyon ng pagkakakilanlan sa user center; hindi nagbabago ang iyong balanse habang naghihintay.',
  'aml.review_pending':
    'Kailangang ma-verify ang iyong pagkakakilanlan bago ang susunod na pag-withdraw. Sinusuri pa ang iyong mga dokumento: makakapag-withdraw ka kapag naaprubahan na ang mga ito.',
  'aml.letter_title': 'Pakiverify ang iyong pagkakakilanlan',
  'aml.letter_body_deposit':
    'Naidagdag na ang iyong deposito na {{coins}} coins. Dahil sa halaga, hinihingi ng batas na i-verify namin ang iyong pagkakakilanlan bago ang susunod mong pag-withdraw: kumpletuhin ang beripikasyon sa user center. Maaari kang magpatuloy sa paglalaro.',
  'aml.letter_body_withdrawal':
    'Natanggap ang iyong pag-withdraw na {{coins}} coins at susuriin ito gaya ng dati. Bago ang anumang susunod na pag-withdraw, hinihingi ng batas na i-verify namin ang iyong pagkakakilanlan: kumpletuhin ang beripikasyon sa user center.',
  'aml.flag_unknown': 'Hindi umiiral ang AML flag na ito.',
  'aml.reviewed': 'Nasuri na ang AML flag na ito.',
  'aml.withdrawals_held':
    'Nakahinto muna ang pag-withdraw mula sa iyong account habang tinatapos namin ang isang karaniwang pagsusuri ng account. Hindi nagbago ang iyong balanse; makipag-ugnayan sa customer service kung may tanong ka.',
  'aml.approval_held': 'Naka-hold ang mga withdrawal ng player na ito hanggang may desisyon sa na-report na AML flag.',
  'aml.approval_flags_unseen':
    'May mga AML flag ang player na ito na naghihintay ng review na hindi ipinakita sa pag-apruba na ito: tingnan muna ang mga ito, saka aprubahan muli.',
  'aml.not_reported': 'Ang na-report na AML flag lang ang maaaring i-release o humantong sa pagsasara ng account.',
  'aml.letter_hold_title': 'Nakahinto ang pag-withdraw dahil sa pagsusuri',
  'aml.letter_hold_body':
    'Nakahinto muna ang pag-withdraw mula sa iyong account habang tinatapos namin ang isang karaniwang pagsusuri ng account. Hindi nagbago ang iyong balanse at maaari kang patuloy na maglaro. Susulatan ka namin kapag tapos na ang pagsusuri.',
  'aml.letter_released_title': 'Maaari ka nang mag-withdraw muli',
  'aml.letter_released_body': 'Tapos na ang pagsusuri ng iyong account. Maaari ka nang mag-withdraw muli.',
  'aml.letter_closed_title': 'Isinara na ang iyong account',
  'aml.letter_closed_body':
    'Matapos ang aming pagsusuri, isinara na ang iyong account. Makipag-ugnayan sa customer service tungkol sa natitira mong balanse.',
  'game.machine_unavailable': 'Hindi available ang makinang ito.',
  'game.bet_invalid': 'Hindi iniaalok ang taya na ito sa makinang ito.',
  'game.round_unknown': 'Walang ganitong round.',
  'game.game_unknown': 'Walang ganitong laro.',
  'game.void_letter_title': 'Pinawalang-bisa ang round {{sn}}',
  'game.void_letter_body':
    '<p>Nagkaaberya ang laro sa iyong round {{sn}} sa makinang {{machine}}, kaya pinawalang-bisa namin ang round ayon sa aming mga tuntunin. Dahilan: {{reason}}</p><p>Naibalik ang iyong taya na <strong>{{refunded}} coin</strong> at binawi ang <strong>{{recovered}} coin</strong> ng panalo sa round.</p>',
  'game.void_letter_unrecovered':
    '<p>Nagastos na ang {{amount}} coin ng panalo; hindi na namin ito babawiin at wala kang utang sa amin.</p>',
  'support.complaint_escalated_title': 'Naipasa na sa isang manager ang iyong reklamo {{sn}}',
  'support.complaint_escalated_body':
    '<p>Hindi namin nalutas ang iyong reklamo {{sn}} sa loob ng {{days}} araw na ipinangako ng aming mga tuntunin. Paumanhin: naipasa na ito sa isang manager na makikipag-ugnayan sa iyo. Kung hindi ka pa rin nasisiyahan, maaari mong idulog ang usapin sa independiyenteng serbisyo sa paglutas ng alitan na itinalaga ng aming awtoridad sa lisensya.</p>',
  'support.data_request_escalated_title': 'Naipasa na sa isang manager ang iyong kahilingan tungkol sa datos {{sn}}',
  'support.data_request_escalated_body':
    'Hindi namin nasagot ang iyong kahilingan tungkol sa iyong datos {{sn}} sa loob ng isang buwan na ipinangako namin. Paumanhin: naipasa na ito sa isang manager na makikipag-ugnayan sa iyo. Maaari ka ring magreklamo sa awtoridad sa proteksyon ng datos kung saan ka nakatira.',
  'support.complaint_ack_title': 'Natanggap namin ang iyong reklamo {{sn}}',
  'support.complaint_ack_body':
    'Natanggap ng customer service ang iyong reklamo {{sn}} at sinisiyasat na ito. Layunin naming malutas ito bago ang {{date}} at dito ka namin susulatan.',
  'support.complaint_ack_late_title': 'Nahuli kami sa pagkilala sa iyong reklamo {{sn}}',
  'support.complaint_ack_late_body':
    'Ipinangako ng aming mga tuntunin na kikilalanin ang isang reklamo sa loob ng {{days}} araw ng trabaho, at hindi namin nakilala sa oras ang iyong reklamo {{sn}}. Paumanhin: naabisuhan na ang isang manager at sisiguraduhin niyang maaasikaso ito. Layunin pa rin naming malutas ito bago ang {{date}}.',
  'support.acknowledge_refused': 'Ang bukas na reklamo lamang na hindi pa kinikilala ang maaaring kilalanin.',
  'marketing.objected':
    'Tumutol ka sa marketing. Para makatanggap muli ng mga promosyon, bawiin muna ang pagtutol sa pahinang “Ang iyong data” ng iyong account.',
  'marketing.data_use_letter_title': 'Ang iyong mga pasya sa paggamit ng iyong datos',
  'marketing.data_use_letter_intro':
    'Ayon sa iyong kahilingan, itinala ng customer service kung paano namin maaaring gamitin ang iyong datos:',
  'marketing.data_use_marketing_on':
    'Marketing: tumututol ka. Hindi ka namin padadalhan ng mga promosyon o alok, anuman ang iyong setting sa marketing.',
  'marketing.data_use_marketing_off':
    'Marketing: walang pagtutol. Makakatanggap ka lamang ng mga promosyon kung bubuksan mo ang mga ito sa user centre.',
  'marketing.data_use_profiling_on':
    'Profiling: tumututol ka. Hindi ka namin kailanman pipiliin para sa mga sulat batay sa iyong mga deposito, pagsusuri ng pagkakakilanlan, aktibidad, ahente o wika.',
  'marketing.data_use_profiling_off':
    'Profiling: walang pagtutol. Kung tatanggap ka ng marketing, maaaring piliin ang mga sulat para sa iyo batay sa iyong aktibidad sa site.',
  'marketing.data_use_letter_note': 'Tala mula sa customer service: {{note}}',
  'marketing.data_use_letter_change':
    'Maaari mong baguhin ang mga pasyang ito anumang oras sa pahinang “Ang iyong data” ng iyong account.',
  'content.window_invalid': 'Dapat mas huli ang pagtatapos ng panahon ng pagpapakita kaysa sa simula nito.',
  'content.recipient_unknown': 'Walang manlalarong may ganitong account.',
  'content.agent_unknown': 'Walang ahenteng may ganitong account.',
  'content.segment_empty': 'Walang manlalarong tumutugma sa segment na ito: walang naipadala.',
  'content.draft_sent': 'Naipadala na ang draft na ito: hindi na ito mababago, maipapadala o mabubura.',
  'auth.password_change_required': 'Pumili muna ng bagong password bago magpatuloy.',
  'auth.two_factor_required': 'I-set up muna ang authenticator app bago magpatuloy.',
  'auth.operator_password_change_required':
    'Pumili muna ng sarili mong password bago magpatuloy: ang ibinigay sa iyo ay para sa unang pag-sign in lamang.',
  'auth.operator_password_wrong': 'Mali ang kasalukuyang password.',
  'auth.operator_password_unchanged': 'Pumili ng password na iba sa ibinigay sa iyo.',
  'auth.totp_failed': 'Mali o nagamit na ang code. Ilagay ang kasalukuyang code mula sa authenticator app.',
  'auth.totp_enabled': 'Naka-set up na ang two-factor sign-in.',
  'auth.totp_not_set_up': 'Simulan muna ang pag-set up ng authenticator.',
  'auth.ip_not_allowed': 'Hindi maaabot ang back office mula sa network na ito.',
  'auth.challenge_expired': 'Masyadong natagalan ang pag-sign in. Mag-sign in muli.',
  'auth.own_two_factor': 'Ibang administrator ang dapat mag-reset ng iyong two-factor sign-in.',
  'operator.taken': 'May gumagamit na ng user name na ito.',
  'operator.own_account': 'Hindi mo mababago ang sarili mong account: humingi ng tulong sa ibang administrator.',
  'player.state_unchanged': 'Nasa ganoong estado na ang account.',
  'agent.not_agent': 'Ang mga aprubadong ahente lamang ang makagagawa nito. Maaari kang mag-apply sa agent center.',
  'agent.suspended': 'Naka-suspend ang iyong agent account. Makipag-ugnayan sa support.',
  'agent.already_applied': 'Nakapag-apply ka na o ahente ka na.',
  'agent.reviewed': 'Nasuri na ang aplikasyong ito.',
  'agent.rate_above_parent': 'Ang rebate rate ay hanggang {{max}} lamang.',
  'agent.rate_below_subagents':
    'Ang rebate rate ay dapat hindi bababa sa {{min}}, ang rate ng isang sub-agent sa ilalim.',
  'agent.tree_full': 'Naabot na ng team na ito ang pinakamalalim na antas na pinapayagan.',
  'agent.already_agent': 'Ahente na ang miyembrong ito.',
  'agent.member_not_agent': 'Hindi ahente ang miyembrong ito.',
  'agent.take_back_direct_only': 'Sa direktang miyembro lamang maaaring bawiin ang coins.',
  'agent.take_back_limit':
    'Higit ito sa naipadala mo sa miyembrong ito na hindi pa nababawi: hanggang {{limit}} coins lamang.',
  'agent.give_over_balance': 'Higit ito sa iyong balanse: mayroon kang {{balance}} coins.',
  'agent.take_over_held': 'Higit ito sa hawak ng miyembro ngayon: {{balance}} coins.',
  'agent.letter.received_title': 'Nakatanggap ka ng coins mula sa iyong ahente',
  'agent.letter.received_body': 'Naglipat ang iyong ahente na si {{agent}} ng {{amount}} coins sa iyong account.',
  'agent.letter.taken_title': 'Binawi ng iyong ahente ang coins',
  'agent.letter.taken_body': 'Binawi ng iyong ahente na si {{agent}} ang {{amount}} coins na inilipat nito sa iyo.',
  'agent.letter.approved_title': 'Isa ka nang ahente',
  'agent.letter.approved_body':
    'Naaprubahan ang iyong aplikasyon bilang ahente. Ang iyong rebate rate ay {{rate}}% ng mga taya ng iyong team. Nasa agent centre ang iyong invite link at ang mga pahina ng iyong team.',
  'agent.letter.rejected_title': 'Hindi naaprubahan ang iyong aplikasyon bilang ahente',
  'agent.letter.rejected_body':
    'Hindi naaprubahan ang iyong aplikasyon bilang ahente. Dahilan: {{reason}} Maaari kang mag-apply muli sa agent centre.',
  'agent.letter.rate_title': 'Nagbago ang iyong rebate rate',
  'agent.letter.rate_body':
    'Ang iyong rebate rate ay {{rate}}% na ngayon ng mga taya ng iyong team (dati ay {{before}}%).',
  'agent.letter.suspended_title': 'Sinuspinde ang iyong agent account',
  'agent.letter.suspended_body':
    'Sinuspinde ng aming team ang iyong agent account: sarado ang mga pahina ng iyong team hanggang maibalik ito. Makapagbibigay ng higit pang detalye ang customer service.',
  'agent.letter.restored_title': 'Aktibo na muli ang iyong agent account',
  'agent.letter.restored_body':
    'Ibinalik ng aming team ang iyong agent account: bukas na muli ang mga pahina ng iyong team.',
  'migration.unavailable': 'Hindi available ang paglipat ng account ngayon.',
  'migration.provider_unavailable':
    'Hindi sumasagot ang dating provider. Pakisubukang muli pagkalipas ng ilang minuto.',
  'migration.account_unknown': 'Walang ganitong account sa dating provider.',
  'migration.account_frozen': 'Naka-freeze ang account na ito sa dating provider at hindi maililipat.',
  'migration.already_migrated': 'Nailipat na ang account na ito.',
  'migration.currency_mismatch_JPY': 'Account na yen ito: gamitin ang pahina ng paglipat para sa Japan.',
  'migration.currency_mismatch_CNY': 'Account na yuan ito: gamitin ang pahina ng paglipat para sa mga account na yuan.',
  'migration.expired': 'Natapos na ang iyong session ng paglipat. Magsimula muli.',
  'migration.step': 'Pakitapos ang mga hakbang nang sunud-sunod.',
  'migration.holder_not_player':
    'Ikaw dapat ang may-ari ng card: dapat tugma ang pangalan sa iyong tunay na pangalan dito.',
  'migration.card_mismatch':
    'Hindi tugma ang huling digit o pangalan ng may-ari sa card na naka-link sa account na iyon.',
  'migration.code_too_soon': 'Maghintay ng {{seconds}} segundo bago humingi ng bagong code.',
  'migration.login_failed': 'Mali ang password o ang code.',
  'migration.too_many_attempts': 'Masyadong maraming maling subok. Humingi ng bagong code at subukang muli mamaya.',
  'migration.nothing': 'Walang balanseng maililipat sa account na ito.',
  'migration.unknown': 'Walang ganitong paglipat.',
  'migration.account_format': 'Mga titik, numero, tuldok, gitling at underscore lamang.',
  'migration.card_last4': 'Ilagay ang huling 4 na digit ng card.',
  'migration.code_format': 'May 6 na digit ang code.',
  'migration.letter_title': 'Nailipat na ang iyong balanse',
  'migration.letter_body':
    'Ang balanse ng iyong account na {{account}} ({{amount}}) ay nasa wallet mo na rito: {{coins}} coin.',
  'protection.timed_out': 'Naka-break ka hanggang {{until}}: sarado ang deposito at paglalaro hanggang noon.',
  'protection.self_excluded':
    'Nag-self-exclude ka hanggang {{until}}: sarado ang deposito at paglalaro. Maaari ka pa ring mag-withdraw at magbasa ng mga sulat.',
  'protection.self_excluded_permanent':
    'Permanente kang nag-self-exclude: sarado ang deposito at paglalaro. Maaari ka pa ring mag-withdraw at magbasa ng mga sulat.',
  'protection.cooling_off':
    'Tapos na ang iyong self-exclusion; muling magbubukas ang deposito at paglalaro sa {{until}}.',
  'protection.deposit_limit_day':
    'Lalampas ang depositong ito sa iyong araw-araw na limitasyon: {{remaining}} coin pa ang maidedeposito mo sa susunod na 24 oras.',
  'protection.deposit_limit_week':
    'Lalampas ang depositong ito sa iyong lingguhang limitasyon: {{remaining}} coin pa ang maidedeposito mo sa 7 araw na ito.',
  'protection.deposit_limit_month':
    'Lalampas ang depositong ito sa iyong buwanang limitasyon: {{remaining}} coin pa ang maidedeposito mo sa 30 araw na ito.',
  'protection.already_excluded': 'May self-exclusion o break na umiiral.',
  'protection.password_wrong': 'Mali ang password.',
  'protection.reality_check':
    'Reality check: {{minutes}} minuto ka nang naglalaro; ang net na resulta ng session na ito ay {{net}} coin. Magpatuloy o huminto?',
  'protection.under_age':
    'Para lamang sa mga manlalarong {{age}} taong gulang pataas ang deposito, paglalaro at bonus, at ayon sa iyong petsa ng kapanganakan ay mas bata ka. Kung mali ito, makipag-ugnayan sa customer service.',
  'protection.play_paused':
    'Itinigil mo ang session na ito. Magpahinga muna: magbubukas muli ang paglalaro sa {{until}}.',
  'protection.confirmation_required':
    'Bago ang iyong unang deposito o laro, pakikumpirma ang iyong petsa ng kapanganakan at tanggapin ang mga tuntunin.',
  'protection.loss_limit_day':
    'Maaaring lumampas ang spin na ito sa iyong araw-araw na limitasyon sa talo: {{remaining}} coin pa ang maaari mong matalo sa susunod na 24 oras.',
  'protection.loss_limit_week':
    'Maaaring lumampas ang spin na ito sa iyong lingguhang limitasyon sa talo: {{remaining}} coin pa ang maaari mong matalo sa 7 araw na ito.',
  'protection.loss_limit_month':
    'Maaaring lumampas ang spin na ito sa iyong buwanang limitasyon sa talo: {{remaining}} coin pa ang maaari mong matalo sa 30 araw na ito.',
  'protection.recipient_closed':
    'Naka-pause ang mga deposito at paglalaro ng player na ito (pahinga o self-exclusion) kaya hindi siya makakatanggap ng coin ngayon.',
  'protection.recipient_deposit_limit':
    'Lalampas ito sa sariling limitasyon sa deposito ng player: hanggang {{remaining}} coin na lang ang maaaring pumasok ngayon.',
  'protection.crypto_held_title': 'Naka-hold ang iyong crypto deposit',
  'protection.crypto_held_excluded':
    'Dumating ang iyong {{coin}} deposit na nagkakahalaga ng {{coins}} coin (transaksyon {{txid}}) habang sarado ang iyong mga deposito dahil sa pahinga o self-exclusion. Hindi ito idinagdag sa iyong balanse at hindi magagamit sa paglalaro: naka-hold ito, at ibabalik namin ito sa iyo.',
  'protection.crypto_held_deposit_limit':
    'Lalampas sa iyong limitasyon sa deposito ang iyong {{coin}} deposit na nagkakahalaga ng {{coins}} coin (transaksyon {{txid}}). Hindi ito idinagdag sa iyong balanse at hindi magagamit sa paglalaro: naka-hold ito, at ibabalik namin ito sa iyo, o ike-credit kapag pinapayagan na ng iyong limitasyon.',
  'support.letter_title': 'Sagot sa iyong kahilingan ng tulong {{sn}}',
  'support.letter_link': 'Tingnan ang buong usapan',
  'support.too_many_tickets':
    'Nakapagpadala ka na ng {{max}} kahilingan ng tulong sa nakaraang oras. Magdagdag sa isa sa mga iyon, o subukang muli pagkalipas ng {{minutes}} minuto.',
  'support.too_many_replies':
    'Marami ka nang naipadalang mensahe sa nakaraang oras. Subukang muli pagkalipas ng {{minutes}} minuto.',
  'bonus.unknown': 'Wala ang bonus na ito o hindi na ito available.',
  'bonus.promotion_unknown': 'Walang ganoong promosyon.',
  'bonus.code_taken': 'Ginagamit na ng ibang alok ang code na ito.',
  'bonus.active_withdrawal':
    'May {{bonus}} bonus coin kang tinatayaan pa. Kapag nag-withdraw ka ngayon, mawawala ang mga ito, pati ang napanalunan mula rito. Kumpirmahin para isuko ang bonus at mag-withdraw.',
  'bonus.refusal_kyc_required': 'Kailangan muna ng aprubadong pag-verify ng pagkakakilanlan para sa bonus na ito.',
  'bonus.refusal_below_minimum': 'Mas mababa ang deposito sa minimum ng bonus na ito.',
  'bonus.refusal_not_first_deposit': 'Para lamang sa unang deposito ang bonus na ito.',
  'bonus.refusal_already_claimed': 'Natanggap mo na ang bonus na ito.',
  'bonus.refusal_bonus_active': 'May ibang bonus na tinatayaan pa: tapusin o isuko muna ito.',
  'bonus.refusal_not_new_player': 'Para lamang sa mga bagong manlalaro ang bonus na ito.',
  'bonus.refusal_excluded': 'Sarado ang mga bonus habang may pahinga, self-exclusion o paghihigpit sa edad.',
  'bonus.refusal_not_running': 'Hindi tumatakbo ngayon ang alok na ito.',
  'bonus.rebate_letter_title': 'Naibayad na ang iyong rebate',
  'bonus.rebate_letter_body':
    '<p>Naipasok na sa iyong wallet ang rebate na <strong>{{amount}} coin</strong> para sa panahong nagsimula noong {{from}} (binilang sa {{basis}} coin).</p>',
  'auth.account_closed': 'Isinara na ang account na ito.',
  'privacy.export_too_soon':
    'Maaari kang humingi ng kopya ng iyong data isang beses sa isang araw. Subukan muli pagkalipas ng {{hours}} oras.',
  'privacy.export_preparing': 'Inihahanda pa ang kopya ng iyong data. Makakatanggap ka ng sulat kapag handa na ito.',
  'privacy.export_expired': 'Nag-expire na at binura ang kopyang ito ng iyong data. Humingi ng bago.',
  'privacy.export_letter_title': 'Handa nang i-download ang iyong data',
  'privacy.export_letter_body':
    'Handa na ang kopya ng iyong data na hiningi mo noong {{asked}}. I-download ito sa iyong account settings hanggang {{until}}; pagkatapos noon ay buburahin ito.',
  'privacy.export_letter_link': 'Pumunta sa account settings',
  'privacy.close_password_wrong': 'Mali ang password.',
  'privacy.close_withdrawal_open':
    'May withdrawal ka pang sinusuri o binabayaran. Hintaying matapos ito bago isara ang iyong account.',
  'privacy.close_deposit_open':
    'May bukas ka pang deposit order. Hintaying mabayaran o mag-expire ito bago isara ang iyong account.',
  'privacy.close_balance_left':
    'May {{coins}} coin pa sa iyong wallet. I-withdraw muna ang mga ito bago isara ang iyong account.',
  'privacy.already_erased': 'Nabura na ang personal na data ng account na ito.',
  'privacy.erase_not_closed': 'Ang saradong account lamang ang maaaring burahin.',
  'privacy.erase_retention':
    'Kailangang itago ang mga rekord ng account na ito hanggang {{date}}; mula noon ay maaari na itong burahin.',
  'privacy.erase_balance': 'May coin pa ang saradong account na ito. Bayaran muna ang mga ito bago burahin.',
  // Customer service acting on protections, and identities of excluded players.
  'protection.operator_loosen':
    'Maaaring higpitan ng customer service ang mga limitasyon at exclusion ng manlalaro, pero hindi kailanman luwagan. Pumili ng mas mababang limitasyon.',
  'protection.operator_letter_title': 'Binago ng customer service ang iyong mga proteksyon',
  'protection.operator_letter_deposit_limit':
    'Ang limitasyon mo sa deposito bawat {{period}} ay {{amount}} coin na, may bisa agad.',
  'protection.operator_letter_loss_limit':
    'Ang limitasyon mo sa talo bawat {{period}} ay {{amount}} coin na, may bisa agad.',
  'protection.operator_letter_timeout':
    'Naka-break ang iyong account hanggang {{until}}: sarado ang deposito at paglalaro hanggang noon. Maaari ka pa ring mag-withdraw at magbasa ng iyong mga liham.',
  'protection.operator_letter_exclusion':
    'Hindi makakapaglaro ang iyong account hanggang {{until}}: sarado ang deposito at paglalaro. Maaari ka pa ring mag-withdraw at magbasa ng iyong mga liham.',
  'protection.operator_letter_exclusion_permanent':
    'Permanenteng hindi na makakapaglaro ang iyong account: sarado ang deposito at paglalaro. Maaari ka pa ring mag-withdraw at magbasa ng iyong mga liham.',
  'protection.operator_letter_reason': 'Dahilan: {{reason}}',
  'protection.period_day': 'araw',
  'protection.period_week': 'linggo',
  'protection.period_month': 'buwan',
  'protection.email_refused':
    'Hindi magagamit ang e-mail address na ito para magbukas ng account. Kung sa tingin mo ay may mali, makipag-ugnayan sa customer service.',
  'protection.identity_excluded':
    'Pag-aari ng manlalarong hindi pinapayagang maglaro ang mga detalyeng ito, kaya hindi ito magagamit sa ibang account. Makipag-ugnayan sa customer service.',
};
