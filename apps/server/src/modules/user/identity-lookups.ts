// Players found by an identity detail (address domain, ID number, name with birth date, phone), for
// the protection rules that compare a new detail with self-excluded players': the user repository's
// queries, the narrow part of it the protection module may ask.
export {
  nameAndBirthOf,
  phoneOf,
  playersWithEmailAt,
  playerWithIdNumber,
  playersWithNameAndBirth,
  playersWithPhoneTail,
} from './repo';
